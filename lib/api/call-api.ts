import { CALLS, type CallData, type CallName, type CallRequest } from '@/lib/contract/calls';
import { ErrorDataSchema, envelopeSchema, isSuccessCode } from '@/lib/contract/envelope';
import { ApiError } from './api-error';

// The one browser fetcher: every call goes to the BFF as same-origin JSON and every reply is
// checked against the contract before anything renders it (STYLE.md §5).

export const API_PREFIX = '/api/amr-loyalty/';
const DEFAULT_TIMEOUT_MS = 20_000;

/** What the browser sends where the BFF completes the call (lib/bff/browser-calls.ts). */
type DeepLinkInput = { brand: string; brandName?: string; clientId: string; deviceType?: string; saltKey?: string };
type BrowserOverrides = {
  'amr-auth': { saltKey?: string };
  'refresh-token': { brand?: string; pwa?: boolean };
  logout: { brand?: string };
  'validate-account': DeepLinkInput;
  'verify-redirect': DeepLinkInput;
  'verify-at-brand': DeepLinkInput;
};
export type BrowserInput<N extends CallName> = N extends keyof BrowserOverrides ? BrowserOverrides[N] : CallRequest<N>;

export type CallOptions = { signal?: AbortSignal; timeoutMs?: number; baseUrl?: string };
export type CallResult<N extends CallName> = { status: number; data: CallData<N> };

export async function callApi<N extends CallName>(
  name: N,
  input?: BrowserInput<N>,
  options: CallOptions = {},
): Promise<CallResult<N>> {
  const def = CALLS[name];
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${options.baseUrl ?? ''}${API_PREFIX}${name}`, {
      method: def.method,
      headers: def.method === 'POST' ? { 'content-type': 'application/json' } : undefined,
      body: def.method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
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

  if (isSuccessCode(response.status)) {
    const parsed = envelopeSchema(def.data).safeParse(body);
    if (!parsed.success) throw new ApiError('invalid', response.status, 'invalid reply');
    return { status: response.status, data: parsed.data.data as CallData<N> };
  }
  const failure = envelopeSchema(ErrorDataSchema.catch(null)).safeParse(body);
  const detail = failure.success ? failure.data.data : null;
  throw new ApiError(
    'http',
    response.status,
    failure.success ? failure.data.message : '',
    detail?.code,
    detail?.field,
    detail?.correlationId,
  );
}
