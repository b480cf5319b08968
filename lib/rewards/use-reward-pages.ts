'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import type { Reward } from '@/lib/contract/loyalty';

/** SPEC §9: the reward list page size is the caller's to choose. */
export const REWARDS_PAGE_SIZE = 6;

export type OfferFilter = 'all' | 'online' | 'in-store';
type ListCall = 'reward-list' | 'voucher-list';
type Page = { items: Reward[]; isNextPage: boolean };

/**
 * A per-brand list loaded page by page (SPEC §3 rewardList / voucherList {…, isNextPage}); each
 * new page is appended to what is held. The key starts with the call name, so a points-moving
 * step invalidates it with the other views of that call.
 */
export function useRewardPages(name: ListCall, brand: string, filter: OfferFilter, enabled = true) {
  const input = { brand: brand.toLowerCase(), ...(filter === 'all' ? {} : { channel: filter }), pageSize: REWARDS_PAGE_SIZE };
  const query = useInfiniteQuery<Page, ApiError, { pages: Page[] }, readonly unknown[], number>({
    queryKey: [name, input, 'pages'],
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await callApi(name, { ...input, page: pageParam }, { signal });
      return { items: 'rewards' in data ? data.rewards : data.vouchers, isNextPage: data.isNextPage };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.isNextPage ? pages.length + 1 : undefined),
    enabled,
    // Offline, fail (and show the offline copy or the error) rather than wait paused for a network.
    networkMode: 'always',
  });
  // An item can move to the next page between two loads (a voucher unlocked meanwhile): show it once.
  const items = useMemo(() => {
    const seen = new Map<string, Reward>();
    for (const item of query.data?.pages.flatMap((p) => p.items) ?? []) if (!seen.has(item.id)) seen.set(item.id, item);
    return [...seen.values()];
  }, [query.data]);
  return { query, items };
}
