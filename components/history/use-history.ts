'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import type { CallData } from '@/lib/contract/calls';
import { historyInput, historyKey, type HistoryView } from '@/lib/history/rows';

/**
 * docs/product.md §3 Transaction history, page by page: the reward-history call answers isNextPage, and the
 * next page is asked for by number. A member's page opens with the first page of All from the
 * server (lib/server/first-paint.ts).
 */
export function useHistory(view: HistoryView) {
  const locale = useLocale();
  return useInfiniteQuery<CallData<'reward-history'>, ApiError>({
    queryKey: historyKey(view, locale),
    queryFn: async ({ pageParam, signal }) =>
      (await callApi('reward-history', historyInput(view, pageParam as number), { signal })).data,
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.isNextPage ? all.length + 1 : undefined),
  });
}
