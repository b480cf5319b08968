'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import { historyQuery, type HistoryView } from '@/lib/history/rows';

/**
 * docs/product.md §3 Transaction history, page by page: the reward-history call answers isNextPage, and the
 * next page is asked for by number. A member's page opens with the first page of All from the
 * server, under the same query (historyQuery; lib/server/first-paint.ts).
 */
export function useHistory(view: HistoryView) {
  const locale = useLocale();
  return useInfiniteQuery(
    historyQuery(
      view,
      locale,
      async (input, signal) => (await callApi('reward-history', input, { signal })).data,
    ),
  );
}
