'use client';

import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CallData, CallName } from '@/lib/contract/calls';
import { ApiError } from './api-error';
import { apiKey, callQuery } from './api-key';
import type { BrowserRequest } from '@/lib/contract/calls';
import { callApi } from './call-api';

// React Query over callApi, with each call's query as lib/api/api-key.ts defines it (its key is the
// one the server's first paint fills). Calls that change something: use-api-mutation.ts.

export { apiKey };

/** A query function that reads `name` through the BFF (for a query held under a key of its own). */
export const apiQueryFn =
  <N extends CallName>(name: N, input?: BrowserRequest<N>) =>
  async ({ signal }: { signal: AbortSignal }) =>
    (await callApi(name, input, { signal })).data;

export function useApiQuery<N extends CallName>(
  name: N,
  input?: BrowserRequest<N>,
  options: Omit<UseQueryOptions<CallData<N>, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery({ ...callQuery(name, input, apiQueryFn(name, input)), ...options });
}
