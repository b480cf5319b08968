'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import type { Reward } from '@/lib/contract/loyalty';
import type { Locale } from '@/lib/i18n/locale';
import {
  listInput,
  pagesKey,
  toPage,
  type ListCall,
  type OfferFilter,
  type RewardPage,
} from './reward-pages';

/**
 * A per-brand list loaded page by page; each new page is appended to what is held. A member's
 * rewards page has the first page from the server (components/providers/member-first-paint.tsx).
 */
export function useRewardPages(name: ListCall, brand: string, filter: OfferFilter, enabled = true) {
  const input = listInput(brand, filter);
  const locale = useLocale() as Locale;
  const query = useInfiniteQuery<
    RewardPage,
    ApiError,
    { pages: RewardPage[] },
    readonly unknown[],
    number
  >({
    queryKey: pagesKey(name, input, locale),
    queryFn: async ({ pageParam, signal }) =>
      toPage((await callApi(name, { ...input, page: pageParam }, { signal })).data),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.isNextPage ? pages.length + 1 : undefined),
    enabled,
    // Offline, fail (and show the offline copy or the error) rather than wait paused for a network.
    networkMode: 'always',
  });
  // An item can move to the next page between two loads (a voucher unlocked meanwhile): show it once.
  const items = useMemo(() => {
    const seen = new Map<string, Reward>();
    for (const item of query.data?.pages.flatMap((p) => p.items) ?? [])
      if (!seen.has(item.id)) seen.set(item.id, item);
    return [...seen.values()];
  }, [query.data]);
  return { query, items };
}
