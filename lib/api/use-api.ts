'use client';

import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { CallData, CallName } from '@/lib/contract/calls';
import { ApiError } from './api-error';
import { callApi, type BrowserInput, type CallResult } from './call-api';

// React Query over callApi. A call's cache key is its name and its input, so two screens asking
// for the same thing share one request.

export const apiKey = <N extends CallName>(name: N, input?: BrowserInput<N>) => [name, input ?? {}] as const;

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
