import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error';
import type { CallData } from '@/lib/contract/calls';
import type { Reward } from '@/lib/contract/loyalty';
import type { Locale } from '@/lib/i18n/locale';
import { rewardInLanguage } from './in-language';

// A per-brand list loaded page by page (docs/product.md §3 rewardList / voucherList {…, isNextPage}), shared
// by the browser's paging (use-reward-pages.ts) and the server's first page (first-paint.ts).

/** docs/product.md §9: the reward list page size is the caller's to choose. */
export const REWARDS_PAGE_SIZE = 6;
/** docs/product.md §9: the default brand fallback. */
export const DEFAULT_REWARDS_BRAND = 'kfc';

export type OfferFilter = 'all' | 'online' | 'in-store';
export type ListCall = 'reward-list' | 'voucher-list';
export type RewardPage = { items: Reward[]; isNextPage: boolean };

export const listInput = (brand: string, filter: OfferFilter) => ({
  brand: brand.toLowerCase(),
  ...(filter === 'all' ? {} : { channel: filter as Exclude<OfferFilter, 'all'> }),
  pageSize: REWARDS_PAGE_SIZE,
});

/** One page of a list, as both sides ask for it. */
export type ListPageInput = ReturnType<typeof listInput> & { page: number };

/**
 * Starts with the call name, so a points-moving step invalidates it with the other views of that
 * call. Per language: the first page a member's page is seeded with carries that page's language
 * only (inLanguage), so a page in the other language must not take it from the cache.
 */
export const pagesKey = (name: ListCall, input: ReturnType<typeof listInput>, locale: Locale) =>
  [name, input, 'pages', locale] as const;

/**
 * A brand's list as a query, the one definition of its key and paging for both sides: the
 * browser's paging (use-reward-pages.ts) and the server's first page (lib/server/first-paint.ts),
 * each reading a page its own way (`readPage`). Offline, it fails (and shows the offline copy or
 * the error) rather than wait paused for a network.
 */
export const rewardPagesQuery = (
  name: ListCall,
  brand: string,
  filter: OfferFilter,
  locale: Locale,
  readPage: (input: ListPageInput, signal: AbortSignal) => Promise<RewardPage>,
) => {
  const input = listInput(brand, filter);
  return infiniteQueryOptions<
    RewardPage,
    ApiError,
    InfiniteData<RewardPage, number>,
    ReturnType<typeof pagesKey>,
    number
  >({
    queryKey: pagesKey(name, input, locale),
    queryFn: ({ pageParam, signal }) => readPage({ ...input, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.isNextPage ? pages.length + 1 : undefined),
    networkMode: 'always',
  });
};

export const toPage = (data: CallData<ListCall>): RewardPage => ({
  items: 'rewards' in data ? data.rewards : data.vouchers,
  isNextPage: data.isNextPage,
});

/** A first page as a page in `locale` seeds it (lib/server/first-paint.ts): see rewardInLanguage. */
export const inLanguage = (page: RewardPage, locale: Locale): RewardPage => ({
  ...page,
  items: page.items.map((item) => rewardInLanguage(item, locale)),
});

/** The brand the listing opens on: the one a brand app asked for, else KFC, else the first. */
export function startBrand(
  brands: readonly { code: string; shortname: string }[],
  asked?: string | null,
): string {
  const wanted = asked?.toLowerCase();
  const known = brands.find((b) => b.shortname === wanted || b.code.toLowerCase() === wanted);
  return (
    known?.shortname ??
    (brands.some((b) => b.shortname === DEFAULT_REWARDS_BRAND)
      ? DEFAULT_REWARDS_BRAND
      : (brands[0]?.shortname ?? DEFAULT_REWARDS_BRAND))
  );
}
