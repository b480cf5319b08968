'use client';

import { useMutation } from '@tanstack/react-query';
import type { CallName } from '@/lib/contract/calls';
import type { ApiError } from './api-error';
import type { BrowserRequest } from '@/lib/contract/calls';
import { callApi, type CallResult } from './call-api';

// Apart from use-api.ts, which only reads: a page that changes nothing then ships no mutation
// observer (the JavaScript budget, docs/quality.md §3).
export function useApiMutation<N extends CallName>(name: N) {
  return useMutation<CallResult<N>, ApiError, BrowserRequest<N>>({
    mutationKey: [name],
    mutationFn: (input) => callApi(name, input),
  });
}
