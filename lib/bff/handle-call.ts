import 'server-only';
import type { z } from 'zod';
import { CALLS, type AuthPolicy, type CallDefinition, type CallName } from '@/lib/contract/calls';
import type { TokenSet } from '@/lib/contract/auth';
import type { Envelope } from '@/lib/contract/envelope';
import { bffEnv } from '@/lib/config/env';
import { recordTokenRefresh } from '@/lib/observability/bff-telemetry';
import type { SessionData } from '@/lib/session/edge/session-cookie';
import { amrAuthBody, refreshBody, type UpstreamCall } from './browser-calls';
import { behaviourOf, type CallBehaviour, type Completion } from './call-behaviour';
import { BffError } from './errors';
import { callUpstream, type UpstreamResult } from './upstream-call';
import { recoveryFor } from './policy';
import { REMEMBER_MS, singleFlight } from './refresh';
import type { RequestContext } from './request-context';
import { applySessionEffects, bothChanges, signIn, type SessionChange } from './session-effects';
import { upstreamHeaders } from './upstream-headers';

export type CallOutcome = {
  status: number;
  envelope: Envelope<unknown>;
  session: SessionChange;
  retryAfter?: string;
  /** The calls that succeeded, in order: the browser's, then any its behaviour made `then`. */
  made: CallName[];
};

/** Calls made on the session's behalf: their 401 means the session has ended. */
const SESSION_BOUND: ReadonlySet<AuthPolicy> = new Set(['member', 'session', 'client-credentials']);

/** A call's `whenEnded` reply (lib/bff/call-behaviour.ts): done, and the session cleared. */
function endedOutcome(ended: NonNullable<CallBehaviour<CallName>['whenEnded']>): CallOutcome {
  return {
    status: 200,
    envelope: { statusCode: 200, message: ended.message, data: ended.data },
    session: 'clear',
    made: [],
  };
}

export type HandleOptions = {
  /**
   * Whether a 401 may be recovered by minting new tokens (docs/product.md §7). A server component's call may
   * not: it cannot write the cookie, and the refresh token it would spend is the browser's.
   */
  recover?: boolean;
  /** A `then` call shares the deadline of the call that led to it. */
  deadline?: number;
};

/**
 * One browser call end to end: parse, complete, send with retries, recover a 401 once
 * (docs/product.md §7), and say how the session changes, all within one deadline (lib/config/env.ts
 * BFF_CALL_DEADLINE_MS). The caller persists the session.
 */
export async function handleCall(
  name: CallName,
  input: unknown,
  ctx: RequestContext,
  session: SessionData,
  options: HandleOptions = {},
): Promise<CallOutcome> {
  const def = CALLS[name];
  // Partner calls are server to server only: no browser may make them.
  if (def.auth === 'partner') throw new BffError('unknown_call');
  const behaviour = behaviourOf(name);
  const env = bffEnv();
  const deadline = options.deadline ?? Date.now() + env.callDeadlineMs;
  const { parsed, call } = prepareUpstreamCall(name, input, ctx, session);
  const ended = behaviour.whenEnded;
  if (ended) {
    // A session that has already ended (elsewhere, or here a moment ago) is done with; one meant
    // for another session than the cookie's now leaves the cookie alone.
    const meant = ended.meantSession(parsed as never);
    if (meant !== undefined && meant !== session.sid) {
      return { ...endedOutcome(ended), session: 'none' };
    }
    if (!session.accessToken) return endedOutcome(ended);
  }
  if (def.auth === 'member' && !session.accessToken) throw new BffError('unauthorized');
  if (def.auth === 'session' && !session.sessionSecret) throw new BffError('unauthorized');

  const send = (): Promise<UpstreamResult> =>
    callUpstream({
      name,
      base: env.upstreamUrl,
      deadline,
      headers: upstreamHeaders(name, ctx, session, call.headers, env.bffSecret),
      body: call.body,
    });

  let result = await send();
  let recovered = false;
  if (result.status === 401 && options.recover !== false) {
    const recovery = await recover(name, ctx, session, deadline);
    // The service could not answer the recovery (a replica going down, a timeout): the session
    // may well be alive, so the member is told to try again, not signed out.
    if (recovery === 'unavailable') throw new BffError('upstream_unavailable');
    recovered = recovery === 'recovered';
    if (recovered) result = await send();
  }

  if (ended && result.status === 401) return endedOutcome(ended);
  if (result.status === 401 && (SESSION_BOUND.has(def.auth) || recovered)) {
    // A revoked or expired session: clear it, once, with no further refresh (no loop).
    return { status: 401, envelope: result.envelope, session: 'clear', made: [] };
  }
  const success = result.status >= 200 && result.status < 300;
  // docs/product.md §4 Logout: whatever the service answers, this browser is signed out.
  const change =
    behaviour.clearsCookie === 'always'
      ? 'clear'
      : success
        ? applySessionEffects(name, result.status, result.envelope.data, call.body, session)
        : 'none';
  const outcome: CallOutcome = {
    status: result.status,
    envelope: result.envelope,
    session: recovered && change === 'none' ? 'save' : change,
    retryAfter: result.retryAfter,
    made: success ? [name] : [],
  };
  const next = behaviour.then;
  if (!success || !next || (next.when && !next.when(result.status))) return outcome;
  const followed = await handleCall(next.call, {}, ctx, session, { ...options, deadline });
  const flowChange = bothChanges(outcome.session, followed.session);
  // The browser reads the reply of the call it made once the flow is through; else why it stopped.
  return followed.made.length > 0
    ? { ...outcome, session: flowChange, made: [...outcome.made, ...followed.made] }
    : { ...followed, session: flowChange, made: outcome.made };
}

type Recovery = {
  /** Whether the session holds what the recovery needs. */
  possible: (session: SessionData) => boolean;
  /** The one recovery in flight it may share (lib/bff/refresh.ts). */
  key: (session: SessionData) => string;
  body: (name: CallName, ctx: RequestContext, session: SessionData) => unknown;
};

// Each way of recovering a 401 (lib/bff/policy.ts recoveryFor), keyed by the call it makes.
const RECOVERIES: Record<Exclude<ReturnType<typeof recoveryFor>, 'none'>, Recovery> = {
  'refresh-token': {
    possible: (session) => Boolean(session.refreshToken),
    key: (session) => `refresh:${session.refreshToken}`,
    // docs/product.md §7 Token refresh: a call may refresh with pwa=false (refreshAsPwa).
    body: (name, _ctx, session) =>
      refreshBody(session, { brand: 'AMRX', pwa: behaviourOf(name).refreshAsPwa ?? true }),
  },
  'amr-auth': {
    possible: (session) => Boolean(session.phone && session.sessionSecret),
    key: (session) => `amr-auth:${session.sid}`,
    body: (_name, ctx, session) => amrAuthBody(ctx, session),
  },
};

/**
 * docs/product.md §7 401 handling: refresh-token, or amr-auth for the balance calls. Shared in flight.
 * `refused`: the service answered that the session cannot go on (nothing to recover with, or a
 * 4xx); `unavailable`: it gave no answer (5xx, timeout, network).
 */
async function recover(
  name: CallName,
  ctx: RequestContext,
  session: SessionData,
  deadline: number,
): Promise<'recovered' | 'refused' | 'unavailable'> {
  const how = recoveryFor(name);
  if (how === 'none') return 'refused';
  const recovery = RECOVERIES[how];
  if (!recovery.possible(session)) return 'refused';

  const env = bffEnv();
  const key = recovery.key(session);
  const recoveryCall: CallName = how;
  const refresh = async (): Promise<TokenSet | 'refused' | 'unavailable'> => {
    const body = recovery.body(name, ctx, session);
    try {
      const result = await callUpstream({
        name: recoveryCall,
        base: env.upstreamUrl,
        deadline,
        headers: upstreamHeaders(recoveryCall, ctx, session, {}, env.bffSecret),
        body,
      });
      if (result.status === 200) return result.envelope.data as TokenSet;
      return result.status >= 500 ? 'unavailable' : 'refused';
    } catch (error) {
      if (error instanceof BffError) return 'unavailable';
      throw error;
    }
  };
  const outcome = await singleFlight(
    key,
    // Counted inside the flight: one count per refresh sent, however many requests share it.
    async () => {
      const result = await refresh();
      recordTokenRefresh(how, typeof result === 'string' ? result : 'recovered');
      return result;
    },
    // Kept at most half the new access token's life: a later 401 must not get it back expired.
    (result) =>
      result === 'unavailable'
        ? 0
        : typeof result === 'string'
          ? REMEMBER_MS
          : result.expiresIn * 500,
  );
  if (typeof outcome === 'string') return outcome;
  signIn(session, outcome, outcome.user);
  return 'recovered';
}

/**
 * The issue a refusal names. An input of two shapes (a `z.union`, such as login's number or
 * resend) is named by its first shape's first issue, the form the browser most likely meant.
 */
function firstIssue(
  issues: readonly z.core.$ZodIssue[],
): { path: PropertyKey[]; message: string } | undefined {
  const issue = issues[0];
  if (issue?.code !== 'invalid_union') return issue;
  const inner = issue.errors[0]?.[0];
  return inner ? { path: [...issue.path, ...inner.path], message: inner.message } : issue;
}

/** Parses the browser's input and completes it for the upstream; a bad field is a 400 naming it. */
function prepareUpstreamCall(
  name: CallName,
  input: unknown,
  ctx: RequestContext,
  session: SessionData,
): { parsed: unknown; call: UpstreamCall } {
  const definition: CallDefinition = CALLS[name];
  const schema = definition.browserRequest ?? definition.request;
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = firstIssue(result.error.issues);
    throw new BffError('bad_request', issue?.path.join('.') || undefined, issue?.message);
  }
  // The compiler gives every call with a `browserRequest` its completion (lib/bff/call-behaviour.ts).
  const complete = behaviourOf(name).complete as Completion<CallName> | undefined;
  const call = complete ? complete(result.data as never, ctx, session) : { body: result.data };
  return { parsed: result.data, call };
}
