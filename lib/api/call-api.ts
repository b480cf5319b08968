import { methodOf } from '@/lib/contract/call-methods';
import type { BrowserRequest, CallData, CallName } from '@/lib/contract/calls';
import { isSuccessCode } from '@/lib/contract/envelope-codes';
import { PAGE_LANGUAGE_HEADER, isLocale } from '@/lib/i18n/locale';
import { reportSessionEnded } from '@/lib/session/browser/session-ended';
import { ApiError } from './api-error';

// The one browser fetcher: every call goes to the BFF as same-origin JSON. The BFF checks each
// upstream reply against the contract before it answers (lib/bff), so the browser checks the
// envelope's shape only: loading every call's schema here would put the schema library and the
// whole contract into every page's JavaScript (the JavaScript budget, docs/quality.md §3) to repeat the server's check.

export const API_PREFIX = '/api/amr-loyalty/';
const DEFAULT_TIMEOUT_MS = 20_000;

export type CallOptions = { signal?: AbortSignal; timeoutMs?: number; baseUrl?: string };
/**
 * A call's data as the contract types it. For the sign-in calls the BFF keeps the credentials
 * back (lib/bff/session-effects.ts browserData): read only what the browser gets of those.
 */
export type CallResult<N extends CallName> = { status: number; data: CallData<N> };

export async function callApi<N extends CallName>(
  name: N,
  input?: BrowserRequest<N>,
  options: CallOptions = {},
): Promise<CallResult<N>> {
  const method = methodOf(name);
  const reply = await request(`${API_PREFIX}${name}`, method, input, options);
  return reply as CallResult<N>;
}

/**
 * A POST to one of the app's own routes beside the BFF (app/api/wallet/google/route.ts), answered
 * in the same envelope: its data, or the same ApiError a call's failure is.
 */
export async function postToApp<T>(path: string, input: unknown, options: CallOptions = {}) {
  return (await request(path, 'POST', input, options)) as { status: number; data: T };
}

async function request(
  path: string,
  method: 'GET' | 'POST',
  input: unknown,
  options: CallOptions,
): Promise<{ status: number; data: unknown }> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${options.baseUrl ?? ''}${path}`, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...pageLanguage(),
      },
      body: method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
      credentials: 'same-origin',
      signal,
    });
  } catch {
    if (timeout.aborted) throw new ApiError('timeout', 0, 'timeout');
    if (options.signal?.aborted) throw new ApiError('cancelled', 0, 'cancelled');
    throw new ApiError('network', 0, 'network');
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError('invalid', response.status, 'invalid reply');
  }

  const envelope = readEnvelope(body);
  if (isSuccessCode(response.status)) {
    if (!envelope || envelope.data === undefined)
      throw new ApiError('invalid', response.status, 'invalid reply');
    return { status: response.status, data: envelope.data };
  }
  const detail = isRecord(envelope?.data) ? envelope.data : {};
  // The session the page was rendered for is gone (removed on another device, logged out,
  // deleted, expired): the BFF has cleared its cookie; the page must say so (session-ended.ts).
  if (response.status === 401 && SESSION_GONE.has(text(detail.code) ?? '')) reportSessionEnded();
  throw new ApiError(
    'http',
    response.status,
    envelope?.message ?? '',
    text(detail.code),
    text(detail.field),
    text(detail.correlationId),
  );
}

/** The page's language (its <html lang>), which the BFF words its replies in. */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? { [PAGE_LANGUAGE_HEADER]: lang } : {};
}

/** The 401 codes that mean a session ended, as opposed to a refused code or sign-in link. */
const SESSION_GONE = new Set(['session_invalid', 'unauthorized']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** docs/product.md §7's envelope (statusCode, message, data), or null for anything else. */
function readEnvelope(body: unknown): { message: string; data: unknown } | null {
  if (
    !isRecord(body) ||
    !Number.isInteger(body.statusCode) ||
    typeof body.message !== 'string' ||
    !('data' in body)
  )
    return null;
  return { message: body.message, data: body.data };
}
