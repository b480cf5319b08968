import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { getIronSession } from 'iron-session';
import { CALLS, isCallName, type CallName } from '@/lib/contract/calls';
import { sessionOptions, type SessionData } from '@/lib/session/session-cookie';
import { BffError, errorEnvelope } from './errors';
import { handleCall, type CallOutcome } from './handle-call';
import { readJsonBody } from './read-body';
import { DEVICE_COOKIE, readRequestContext } from './request-context';
import { assertSameOriginJson } from './same-origin';

// The body of app/api/amr-loyalty/[...path]/route.ts: the only door from the browser to the
// upstream (DESIGN.md §1).

const PREFIX = '/api/amr-loyalty/';
const CALL_SEGMENT = /^[a-z][a-z-]{0,40}$/;
const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The call name from the raw path: one plain segment, or nothing reaches the upstream. */
function callNameOf(request: NextRequest): CallName {
  const raw = request.nextUrl.pathname;
  const segment = raw.startsWith(PREFIX) ? raw.slice(PREFIX.length) : '';
  if (!CALL_SEGMENT.test(segment) || !isCallName(segment)) throw new BffError('unknown_call');
  return segment;
}

export async function serveBff(request: NextRequest, method: 'GET' | 'POST'): Promise<Response> {
  const correlationId = randomUUID();
  let name: CallName | undefined;
  const options = sessionOptions();
  // iron-session writes its Set-Cookie headers here; they are copied onto the reply.
  const cookieSink = new Response(null);
  try {
    name = callNameOf(request);
    if (CALLS[name].method !== method) throw new BffError('method_not_allowed');
    if (method === 'POST') assertSameOriginJson(request);
    const ctx = readRequestContext(
      { cookie: (n) => request.cookies.get(n)?.value, header: (n) => request.headers.get(n) },
      correlationId,
    );
    const session = await getIronSession<SessionData>(request, cookieSink, options);
    const input = method === 'POST' ? await readJsonBody(request) : {};

    let outcome: CallOutcome;
    try {
      outcome = await handleCall(name, input, ctx, session);
    } catch (error) {
      // SPEC §4 Logout: a failed logout clears the session all the same.
      if (name === 'logout') session.destroy();
      throw error;
    }
    if (outcome.session === 'save') await session.save();
    if (outcome.session === 'clear') session.destroy();

    const deviceId =
      name === 'device-id' && outcome.status === 200
        ? (outcome.envelope.data as { deviceId: string }).deviceId
        : ctx.deviceIdIsNew
          ? ctx.deviceId
          : undefined;
    if (deviceId) {
      const secure = options.cookieOptions?.secure ? '; Secure' : '';
      cookieSink.headers.append(
        'set-cookie',
        `${DEVICE_COOKIE}=${deviceId}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      );
    }
    return reply(outcome.envelope, outcome.status, correlationId, cookieSink, outcome.retryAfter);
  } catch (error) {
    const known = error instanceof BffError ? error : new BffError('internal');
    if (!(error instanceof BffError)) {
      // No member data in logs: the call name and the correlation id are enough to find it.
      console.error(`[bff] ${name ?? 'unknown'} failed (${correlationId}):`, error instanceof Error ? error.message : error);
    }
    return reply(errorEnvelope(known, correlationId), known.status, correlationId, cookieSink);
  }
}

function reply(
  body: unknown,
  status: number,
  correlationId: string,
  cookieSink: Response,
  retryAfter?: string,
): Response {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-correlation-id': correlationId,
  });
  if (retryAfter && /^\d{1,6}$/.test(retryAfter)) headers.set('retry-after', retryAfter);
  for (const cookie of cookieSink.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}
