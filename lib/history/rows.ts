// docs/product.md §3 Transaction history: newly loaded rows are appended to those held. Pages are read by
// offset while new entries may arrive at the top, so a row can come back on the next page; it is
// shown once.

import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error';
import type { CallData } from '@/lib/contract/calls';
import { isBrandCode, type BrandCode } from '@/lib/contract/codes';

export const HISTORY_PAGE_SIZE = 10;
/** docs/product.md §2 /home: a member's home shows their last three movements. */
export const LATEST_MOVEMENTS = 3;

export const HISTORY_TABS = ['all', 'earned', 'redeemed', 'expiry'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** Every brand's rows, or one brand's (`?brand=` on the page, from a points widget line). */
export type HistoryView = { tab: HistoryTab; brand?: BrandCode };

/** A tab's pages of rows; reasons come in the member's language, so it is in the key. */
export const historyKey = ({ tab, brand }: HistoryView, locale: string) =>
  ['reward-history', { filter: tab, brand: brand ?? null, locale }] as const;
/** The reward-history call for one page of a tab (home asks for a shorter first page). */
export const historyInput = (
  { tab, brand }: HistoryView,
  page: number,
  pageSize: number = HISTORY_PAGE_SIZE,
) => ({
  filter: tab,
  ...(brand ? { brand } : {}),
  page,
  pageSize,
});

type HistoryPage = CallData<'reward-history'>;

/**
 * A tab's pages as a query, the one definition of its key and paging for both sides: the
 * browser's list (components/history/use-history.ts) and the server's first page
 * (lib/server/first-paint.ts), each reading a page its own way (`readPage`).
 */
export const historyQuery = (
  view: HistoryView,
  locale: string,
  readPage: (input: ReturnType<typeof historyInput>, signal: AbortSignal) => Promise<HistoryPage>,
) =>
  infiniteQueryOptions<
    HistoryPage,
    ApiError,
    InfiniteData<HistoryPage, number>,
    ReturnType<typeof historyKey>,
    number
  >({
    queryKey: historyKey(view, locale),
    queryFn: ({ pageParam, signal }) => readPage(historyInput(view, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.isNextPage ? all.length + 1 : undefined),
  });

/** The brand a page's `?brand=` names, when it is one of the programme's. */
export function historyBrand(asked: string | null | undefined): BrandCode | undefined {
  return isBrandCode(asked) ? asked : undefined;
}

export function appendRows<T extends { id: string }>(
  pages: readonly { rewards: readonly T[] }[],
): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of pages) {
    for (const row of page.rewards) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/**
 * The latest `count` movements of a first page of All, which the service gives newest first: each
 * once, and no more than asked for whatever the page holds (docs/product.md §2 /home).
 */
export function latestRows<T extends { id: string }>(
  rows: readonly T[],
  count: number = LATEST_MOVEMENTS,
): T[] {
  return appendRows([{ rewards: rows }]).slice(0, count);
}

/** The sign a movement is read with: + for what came in, − (U+2212) for what went out, none for 0. */
export const pointsSign = (points: number) => (points > 0 ? '+' : points < 0 ? '\u2212' : '');
