import 'server-only';
import { randomUUID } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { CALLS, type CallData, type CallName, type CallRequest } from '@/lib/contract/calls';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locale';
import { logBffFailure, recordBffCall } from '@/lib/observability/bff-telemetry';
import { getSession } from '@/lib/session/session';
import { BffError } from './errors';
import { handleCall } from './handle-call';
import { forMember, memberText, type ErrorDetail } from './member-text';
import { readRequestContext, type RequestContext } from './request-context';

// The BFF for server components: the same client, session and error model as the route handler,
// without an HTTP hop to our own /api (docs/architecture.md §1). A server component cannot write cookies,
// so a call that would change the session belongs in the browser, through the route handler.

export type ServerCallResult<N extends CallName> =
  | { ok: true; status: number; data: CallData<N> }
  | { ok: false; status: number; code: string; message: string };

export async function callFromServer<N extends CallName>(
  name: N,
  input: CallRequest<N> | Record<string, never> = {},
  locale?: Locale,
): Promise<ServerCallResult<N>> {
  const startedAt = performance.now();
  const correlationId = randomUUID();
  const result = await callWithId(name, input, locale, correlationId);
  recordBffCall({
    via: 'page',
    method: CALLS[name].method,
    call: name,
    status: result.status,
    errorCode: result.ok ? undefined : result.code,
    correlationId,
    startedAt,
  });
  return result;
}

async function callWithId<N extends CallName>(
  name: N,
  input: CallRequest<N> | Record<string, never>,
  locale: Locale | undefined,
  correlationId: string,
): Promise<ServerCallResult<N>> {
  let ctx: RequestContext | undefined;
  try {
    const [jar, head, session, page] = await Promise.all([
      cookies(),
      headers(),
      getSession(),
      getLocale(),
    ]);
    ctx = readRequestContext(
      { cookie: (n) => jar.get(n)?.value, header: (n) => head.get(n) },
      correlationId,
    );
    // docs/product.md §7: in the language asked for, else the page being rendered's, not the one the cookie
    // last stored.
    const pageLocale = locale ?? (isLocale(page) ? page : undefined);
    if (pageLocale) ctx.locale = pageLocale;
    // No token refresh from here: the page cannot write the cookie, and the refresh token it
    // would spend is the browser's. A read that meets a 401 is left to the browser.
    const outcome = await handleCall(name, input, ctx, { ...session }, { recover: false });
    if (outcome.status >= 200 && outcome.status < 300) {
      // A success that answers no carries its refusal, worded as the route handler words it.
      const worded = forMember(outcome.envelope, outcome.status, ctx.locale);
      return { ok: true, status: outcome.status, data: worded.data as CallData<N> };
    }
    const data = outcome.envelope.data as ({ code?: string } & ErrorDetail) | null;
    const code = data?.code ?? 'error';
    return {
      ok: false,
      status: outcome.status,
      code,
      // Worded with its values, as the route handler words it (lib/bff/member-text.ts forMember).
      message: memberText(
        outcome.status,
        code,
        outcome.envelope.message,
        ctx.locale,
        'service',
        data ?? {},
      ),
    };
  } catch (error) {
    // Next signals dynamic rendering, redirects and not-found by throwing: those are not failures.
    unstable_rethrow(error);
    const wordedIn = ctx?.locale ?? locale ?? DEFAULT_LOCALE;
    if (error instanceof BffError) {
      return {
        ok: false,
        status: error.status,
        code: error.code,
        message: memberText(error.status, error.code, error.message, wordedIn, 'bff'),
      };
    }
    logBffFailure(error, name, correlationId);
    return {
      ok: false,
      status: 500,
      code: 'internal',
      message: memberText(500, 'internal', '', wordedIn, 'bff'),
    };
  }
}
