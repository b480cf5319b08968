import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { CALLS, type CallData, type CallName } from '@/lib/contract/calls';
import { HEADER } from '@/lib/contract/headers';
import type { Deps } from '@/services/loyalty/deps';
import {
  admitSession,
  authenticateAccessToken,
  type LiveSessionRow,
  type MemberAuth,
} from '@/services/loyalty/domain/sessions';
import { ServiceError, badRequest, unauthorized } from '@/services/loyalty/http/errors';
import { readCommonHeaders, type RequestHeaders } from '@/services/loyalty/http/headers';
import { readJsonBody } from '@/services/loyalty/http/body';
import { clientIp } from '@/services/loyalty/http/client-ip';
import { correlationId } from '@/services/loyalty/http/correlation';

export interface CallContext<N extends CallName> {
  c: Context;
  body: z.output<(typeof CALLS)[N]['request']>;
  headers: RequestHeaders;
  now: Date;
  ip: string;
  /** Set for calls whose auth policy is 'member' (unless the handler authenticates itself). */
  member: MemberAuth | null;
  /** The well-formed bearer token, for a handler that authenticates in its own query. */
  bearer: string | null;
  /**
   * For a handler whose own statement found the session (authInHandler 'admit'): the member it
   * signs in, admitted as any member call's is here (a 401 when none, the visit recorded, the
   * demo's fault switch).
   */
  admit: (found: LiveSessionRow | null | undefined) => Promise<MemberAuth>;
}

export interface RouteOptions {
  /**
   * The handler checks the bearer token in its own database statement (one round trip on a hot
   * path); here only its form is checked. A request refused before the handler is still
   * authenticated first, so an unknown token gets 401 before a bad body gets 400.
   * - 'admit': a read that finds the session in its statement (domain/sessions.ts liveSessionOf)
   *   and hands it to ctx.admit before it answers;
   * - 'refuse': a change whose statement refuses an ended session itself (the transfer), so the
   *   demo's fault switch, which must act before anything changes, cannot fail it.
   */
  authInHandler?: 'admit' | 'refuse';
}

export interface HandlerResult<T> {
  status?: 200 | 201 | 211;
  message?: string;
  data: T;
  headers?: Record<string, string>;
}

export type CallHandler<N extends CallName> = (
  ctx: CallContext<N>,
) => Promise<HandlerResult<CallData<N>>>;

/**
 * Registers one contract call: checks headers and auth, validates the body with the contract's
 * zod schema (the service never trusts the BFF: docs/architecture.md §2), and checks the reply against the
 * contract before it leaves (docs/conventions.md §5).
 */
export function defineCall<N extends CallName>(
  app: Hono,
  deps: Deps,
  name: N,
  handler: CallHandler<N>,
  opts: RouteOptions = {},
): void {
  const def = CALLS[name];
  const deferAuth = def.auth === 'member' && opts.authInHandler !== undefined;
  // Demo mode's fault switch can fail the calls this, or ctx.admit, signs the member in for.
  if (def.auth === 'member' && opts.authInHandler !== 'refuse') deps.faults?.allow(name);
  app.on(def.method, def.path, async (c) => {
    const now = deps.clock();
    const headers = readCommonHeaders(c);
    if (def.versionHeader) {
      const version = c.req.header(HEADER.version);
      if (version !== undefined && version !== def.versionHeader)
        throw badRequest('version', 'Unsupported version header');
    }
    let member: MemberAuth | null = null;
    const bearer = deferAuth ? bearerToken(c) : null;
    if (def.auth === 'member' && !deferAuth) member = await authenticate(c, deps, now);
    const raw =
      def.method === 'GET'
        ? {}
        : await readJsonBody(c).catch(async (err: unknown) => {
            if (deferAuth) await authenticate(c, deps, now);
            throw err;
          });
    const parsed = def.request.safeParse(raw);
    if (!parsed.success) {
      if (deferAuth) await authenticate(c, deps, now);
      const issue = parsed.error.issues[0]!;
      const field = issue.path.map(String).join('.') || 'body';
      throw badRequest(field, `Invalid ${field}: ${issue.message}`);
    }
    if (member) refuseIfFaulty(deps, name, member);
    const ctx: CallContext<N> = {
      c,
      body: parsed.data as CallContext<N>['body'],
      headers,
      now,
      ip: clientIp(c, deps.settings),
      member,
      bearer,
      admit: async (found) => {
        const admitted = await admitSession(deps.db, found, now);
        if (!admitted) throw sessionEnded();
        refuseIfFaulty(deps, name, admitted);
        return admitted;
      },
    };
    const result = await handler(ctx);
    const checked = def.data.safeParse(result.data);
    if (!checked.success) {
      deps.logger.error('reply does not match contract', {
        call: name,
        issue: checked.error.issues[0]?.path.join('.'),
      });
      throw new ServiceError('internal', 'Something went wrong. Please try again later.', {
        correlationId: correlationId(c),
      });
    }
    const status = result.status ?? 200;
    for (const [k, v] of Object.entries(result.headers ?? {})) c.header(k, v);
    return c.json(
      { statusCode: status, message: result.message ?? 'Success', data: checked.data },
      status as 200,
    );
  });
}

function bearerToken(c: Context): string {
  const header = c.req.header(HEADER.authorization) ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{10,200})$/.exec(header);
  if (!match) throw unauthorized();
  return match[1]!;
}

const sessionEnded = () =>
  unauthorized('Your session has ended. Please sign in again.', 'session_invalid');

function refuseIfFaulty(deps: Deps, name: CallName, member: MemberAuth): void {
  if (deps.faults?.fails(name, member.memberId))
    throw new ServiceError('unavailable', 'Service unavailable');
}

export async function authenticate(c: Context, deps: Deps, now: Date): Promise<MemberAuth> {
  const auth = await authenticateAccessToken(deps.db, bearerToken(c), now, deps.settings.tokens);
  if (!auth) throw sessionEnded();
  return auth;
}

export function memberOf<N extends CallName>(ctx: CallContext<N>): MemberAuth {
  if (!ctx.member) throw unauthorized();
  return ctx.member;
}
