'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { callApi } from '@/lib/api/call-api';
import type { Reward } from '@/lib/contract/loyalty';
import type { Locale } from '@/lib/i18n/locale';
import { rewardPagesQuery, toPage, type ListCall, type OfferFilter } from '../reward-pages';

/**
 * A per-brand list loaded page by page; each new page is appended to what is held. A member's
 * rewards page has the first page from the server, under the same query (rewardPagesQuery;
 * components/providers/member-first-paint.tsx).
 */
export function useRewardPages(name: ListCall, brand: string, filter: OfferFilter, enabled = true) {
  const locale = useLocale() as Locale;
  const query = useInfiniteQuery({
    ...rewardPagesQuery(name, brand, filter, locale, async (input, signal) =>
      toPage((await callApi(name, input, { signal })).data),
    ),
    enabled,
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
