import { queryOptions } from '@tanstack/react-query';
import type { BrowserRequest, CallData, CallName } from '@/lib/contract/calls';
import type { ApiError } from './api-error';

/**
 * A call's query cache key: its name and its input, so two screens asking for the same thing
 * share one request. Not a client module: the server fills the same keys for a first paint
 * (lib/server/first-paint.ts).
 */
export const apiKey = <N extends CallName>(name: N, input?: BrowserRequest<N>) =>
  [name, input ?? {}] as const;

/**
 * A call's read as a query, the one definition both sides use: the browser's hooks
 * (lib/api/use-api.ts useApiQuery) and the server's first paint (lib/server/first-paint.ts).
 * Only how it is read differs by side, so `read` is the side's own: the BFF in the browser, the
 * upstream on the server.
 */
export const callQuery = <N extends CallName>(
  name: N,
  input: BrowserRequest<N> | undefined,
  read: (context: { signal: AbortSignal }) => Promise<CallData<N>>,
) => queryOptions<CallData<N>, ApiError>({ queryKey: apiKey(name, input), queryFn: read });
