'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import type { CallData } from '@/lib/contract/calls';
import { HISTORY_PAGE_SIZE, type HistoryTab } from '@/lib/history/rows';

/**
 * SPEC §3 Transaction history, page by page: the reward-history call answers isNextPage, and the
 * next page is asked for by number. Reasons come in the member's language, so it is in the key.
 */
export function useHistory(filter: HistoryTab) {
  const locale = useLocale();
  return useInfiniteQuery<CallData<'reward-history'>, ApiError>({
    queryKey: ['reward-history', { filter, locale }],
    queryFn: async ({ pageParam, signal }) =>
      (await callApi('reward-history', { filter, page: pageParam as number, pageSize: HISTORY_PAGE_SIZE }, { signal })).data,
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.isNextPage ? all.length + 1 : undefined),
  });
}
