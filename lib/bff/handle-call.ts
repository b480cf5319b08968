import 'server-only';
import { CALLS, type AuthPolicy, type CallName } from '@/lib/contract/calls';
import type { TokenSet } from '@/lib/contract/auth';
import type { Envelope } from '@/lib/contract/envelope';
import { bffEnv } from '@/lib/config/env';
import { recordTokenRefresh } from '@/lib/observability/bff-telemetry';
import type { SessionData } from '@/lib/session/session-cookie';
import { amrAuthBody, isBrowserCall, prepareUpstreamCall, refreshBody } from './browser-calls';
import { BffError } from './errors';
import { callUpstream, type UpstreamResult } from './upstream-call';
import { recoveryFor } from './policy';
import { REMEMBER_MS, singleFlight } from './refresh';
import type { RequestContext } from './request-context';
import { applySessionEffects, signIn, type SessionChange } from './session-effects';
import { upstreamHeaders } from './upstream-headers';

export type CallOutcome = {
  status: number;
  envelope: Envelope<unknown>;
  session: SessionChange;
  retryAfter?: string;
};

/** Calls made on the session's behalf: their 401 means the session has ended. */
const SESSION_BOUND: ReadonlySet<AuthPolicy> = new Set(['member', 'session', 'client-credentials']);

const LOGGED_OUT: CallOutcome = {
  status: 200,
  envelope: { statusCode: 200, message: 'Logged out', data: { loggedOut: true } },
  session: 'clear',
};

export type HandleOptions = {
  /**
   * Whether a 401 may be recovered by minting new tokens (docs/product.md §7). A server component's call may
   * not: it cannot write the cookie, and the refresh token it would spend is the browser's.
   */
  recover?: boolean;
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
  if (!isBrowserCall(name)) throw new BffError('unknown_call');
  const def = CALLS[name];
  const env = bffEnv();
  const deadline = Date.now() + env.callDeadlineMs;
  const { parsed, call } = prepareUpstreamCall(name, input, ctx, session);
  if (name === 'logout') {
    // Logging out a session that has already ended (elsewhere, or here a moment ago) is done; one
    // meant for another session than the cookie's now leaves the cookie alone.
    const meant = (parsed as { session?: string }).session;
    if (meant !== undefined && meant !== session.sid) return { ...LOGGED_OUT, session: 'none' };
    if (!session.accessToken) return LOGGED_OUT;
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

  if (name === 'logout' && result.status === 401) return LOGGED_OUT;
  if (result.status === 401 && (SESSION_BOUND.has(def.auth) || recovered)) {
    // A revoked or expired session: clear it, once, with no further refresh (no loop).
    return { status: 401, envelope: result.envelope, session: 'clear' };
  }
  const success = result.status >= 200 && result.status < 300;
  // docs/product.md §4 Logout: whatever the service answers, this browser is signed out.
  const change =
    name === 'logout'
      ? 'clear'
      : success
        ? applySessionEffects(name, result.status, result.envelope.data, parsed, session)
        : 'none';
  return {
    status: result.status,
    envelope: result.envelope,
    session: recovered && change === 'none' ? 'save' : change,
    retryAfter: result.retryAfter,
  };
}

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
  if (how === 'refresh-token' && !session.refreshToken) return 'refused';
  if (how === 'amr-auth' && !(session.phone && session.sessionSecret)) return 'refused';

  const env = bffEnv();
  const key =
    how === 'refresh-token' ? `refresh:${session.refreshToken}` : `amr-auth:${session.sid}`;
  const recoveryCall: CallName = how;
  const refresh = async (): Promise<TokenSet | 'refused' | 'unavailable'> => {
    // docs/product.md §7 Token refresh: validate-account refreshes with pwa=false.
    const body =
      how === 'refresh-token'
        ? refreshBody(session, { brand: 'AMRX', pwa: name !== 'validate-account' })
        : amrAuthBody(ctx, session);
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
