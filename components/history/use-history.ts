'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import type { CallData } from '@/lib/contract/calls';
import { historyInput, historyKey, type HistoryTab } from '@/lib/history/rows';

/**
 * docs/product.md §3 Transaction history, page by page: the reward-history call answers isNextPage, and the
 * next page is asked for by number. A member's page opens with the first page of All from the
 * server (lib/server/first-paint.ts).
 */
export function useHistory(filter: HistoryTab) {
  const locale = useLocale();
  return useInfiniteQuery<CallData<'reward-history'>, ApiError>({
    queryKey: historyKey(filter, locale),
    queryFn: async ({ pageParam, signal }) =>
      (await callApi('reward-history', historyInput(filter, pageParam as number), { signal })).data,
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.isNextPage ? all.length + 1 : undefined),
  });
}
