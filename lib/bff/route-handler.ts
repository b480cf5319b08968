import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { CALLS, isCallName, type CallName } from '@/lib/contract/calls';
import { COUNTRY_COOKIE, DEFAULT_LOCALE, countryOfCallingCode } from '@/lib/i18n/locale';
import { logBffFailure, recordBffCall } from '@/lib/observability/bff-telemetry';
import { readSealedSession, sessionOptions } from '@/lib/session/edge/session-cookie';
import { clearedSessionCookie, sessionCookieName, sessionSetCookie } from './bff-session';
import { behaviourOf } from './call-behaviour';
import { BffError, errorEnvelope } from './errors';
import { handleCall, type CallOutcome } from './handle-call';
import { forMember } from './member-text';
import { readJsonBody } from './read-body';
import { DEVICE_COOKIE, readRequestContext, type RequestContext } from './request-context';
import { assertSameOriginJson } from './same-origin';
import { browserData, changesSession } from './session-effects';
import { isSuccessCode } from '@/lib/contract/envelope-codes';

// The body of app/api/amr-loyalty/[...path]/route.ts: the only door from the browser to the
// upstream (docs/architecture.md §1).

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

/** Only calls that read or change the session pay for opening it (one unseal per request). */
const needsSession = (name: CallName) => CALLS[name].auth !== 'public' || changesSession(name);

export async function serveBff(request: NextRequest, method: 'GET' | 'POST'): Promise<Response> {
  const startedAt = performance.now();
  const correlationId = randomUUID();
  const setCookies: string[] = [];
  let name: CallName | undefined;
  let ctx: RequestContext | undefined;
  try {
    name = callNameOf(request);
    const behaviour = behaviourOf(name);
    // A call only the BFF makes (lib/bff/call-behaviour.ts fromBrowser) is no call of a browser's.
    if (behaviour.fromBrowser === false) throw new BffError('unknown_call');
    if (CALLS[name].method !== method) throw new BffError('method_not_allowed');
    if (method === 'POST') assertSameOriginJson(request);
    ctx = readRequestContext(
      { cookie: (n) => request.cookies.get(n)?.value, header: (n) => request.headers.get(n) },
      correlationId,
    );
    const withSession = needsSession(name);
    const session = withSession
      ? await readSealedSession(request.cookies.get(sessionCookieName())?.value)
      : {};
    const input = method === 'POST' ? await readJsonBody(request) : {};

    let outcome: CallOutcome;
    try {
      outcome = await handleCall(name, input, ctx, session);
    } catch (error) {
      // docs/product.md §4 Logout: a failed logout clears the session all the same.
      if (behaviour.clearsCookie === 'always') setCookies.push(clearedSessionCookie());
      throw error;
    }
    if (withSession && outcome.session === 'save') setCookies.push(await sessionSetCookie(session));
    if (withSession && outcome.session === 'clear') setCookies.push(clearedSessionCookie());

    const deviceId =
      behaviour.setsDeviceCookie && outcome.status === 200
        ? behaviour.setsDeviceCookie(outcome.envelope.data as never)
        : ctx.deviceIdIsNew
          ? ctx.deviceId
          : undefined;
    if (deviceId) setCookies.push(deviceCookie(deviceId));
    // docs/product.md §4 Language: a member signed in with a +966 number is in KSA, whatever host they came
    // by; the country cookie follows, so brand links and defaults are KSA's.
    const signsIn =
      outcome.made.some((made) => behaviourOf(made).setsCountryCookie) &&
      outcome.session === 'save';
    const signedInCountry =
      signsIn && session.phone ? countryOfCallingCode(session.phone.cCode) : undefined;
    if (signedInCountry && signedInCountry !== request.cookies.get(COUNTRY_COOKIE)?.value) {
      setCookies.push(countryCookie(signedInCountry));
    }
    const shown = isSuccessCode(outcome.status)
      ? { ...outcome.envelope, data: browserData(name, outcome.envelope.data) }
      : outcome.envelope;
    const envelope = forMember(shown, outcome.status, ctx.locale);
    const response = reply(envelope, outcome.status, correlationId, setCookies, outcome.retryAfter);
    recordBffCall({
      via: 'browser',
      method,
      call: name,
      status: outcome.status,
      errorCode: errorCodeOf(outcome),
      correlationId,
      startedAt,
    });
    return response;
  } catch (error) {
    const known = error instanceof BffError ? error : new BffError('internal');
    // A browser that went away (navigation, closed tab) is not a failure worth a log line.
    if (!(error instanceof BffError) && !request.signal.aborted) {
      // No member data in logs: the call name and the correlation id are enough to find it.
      logBffFailure(error, name ?? 'unknown', correlationId);
    }
    recordBffCall({
      via: 'browser',
      method,
      call: name ?? 'unknown',
      status: known.status,
      errorCode: known.code,
      correlationId,
      startedAt,
    });
    // A request whose language could not be read is answered in the default one.
    const envelope = forMember(
      errorEnvelope(known, correlationId),
      known.status,
      ctx?.locale ?? DEFAULT_LOCALE,
      'bff',
    );
    return reply(envelope, known.status, correlationId, setCookies);
  }
}

/** The service's error code of a failed call, for the access line (a code, never its message). */
function errorCodeOf(outcome: CallOutcome): string | undefined {
  if (isSuccessCode(outcome.status)) return undefined;
  const code = (outcome.envelope.data as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** As the middleware writes it (docs/product.md §3): secure, same-site none, for brand apps' web views. */
function countryCookie(country: string) {
  return `${COUNTRY_COOKIE}=${country}; Path=/; Max-Age=${YEAR_SECONDS}; Secure; SameSite=None`;
}

function deviceCookie(deviceId: string) {
  const secure = sessionOptions().cookieOptions?.secure ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${deviceId}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

function reply(
  body: unknown,
  status: number,
  correlationId: string,
  setCookies: string[],
  retryAfter?: string,
): Response {
  // Pairs, not a Headers object: the Response builds its own, once (every BFF reply pays this).
  const headers: [string, string][] = [
    ['content-type', 'application/json; charset=utf-8'],
    ['cache-control', 'no-store'],
    ['x-correlation-id', correlationId],
  ];
  if (retryAfter && /^\d{1,6}$/.test(retryAfter)) headers.push(['retry-after', retryAfter]);
  for (const cookie of setCookies) headers.push(['set-cookie', cookie]);
  return new Response(JSON.stringify(body), { status, headers });
}
