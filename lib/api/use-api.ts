'use client';

import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CallData, CallName } from '@/lib/contract/calls';
import { ApiError } from './api-error';
import { apiKey } from './api-key';
import { callApi, type BrowserInput, type CallResult } from './call-api';

// React Query over callApi, keyed by apiKey.

export { apiKey };

export function useApiQuery<N extends CallName>(
  name: N,
  input?: BrowserInput<N>,
  options: Omit<UseQueryOptions<CallData<N>, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<CallData<N>, ApiError>({
    queryKey: apiKey(name, input),
    queryFn: async ({ signal }) => (await callApi(name, input, { signal })).data,
    ...options,
  });
}

export function useApiMutation<N extends CallName>(name: N) {
  return useMutation<CallResult<N>, ApiError, BrowserInput<N>>({
    mutationKey: [name],
    mutationFn: (input) => callApi(name, input),
  });
}
