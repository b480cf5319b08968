import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { currentMember } from '@/lib/brands/brand-cards';
import { CALLS } from '@/lib/contract/calls';
import { DEFAULT_TIME_ZONE } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { readForFirstPaint, type FirstPaintRead } from '@/lib/server/first-paint';
import { FirstPaintQueries } from './first-paint-queries';
import { ServerDates } from './server-dates';

/**
 * A page with its data in the first paint. A signed-in member's: their balances per brand
 * (docs/product.md §3 Loyalty brands: the points widget and the screen's own readers of them) and
 * the page's other reads; a guest's: the page's public reads (the rewards catalogue), so search
 * engines and a slow phone's first paint see it too. Read on the server through the browser's own
 * queries (lib/server/first-paint.ts), dehydrated, and put in the query cache of everything inside
 * (./first-paint-queries.tsx, which keeps newer data the browser's cache already holds), with the
 * dates in them as the server formatted them (./server-dates.tsx).
 */
export async function MemberFirstPaint({
  reads = [],
  timeZone,
  children,
}: {
  reads?: readonly FirstPaintRead[];
  /** A time zone the page shows dates in besides the programme's (DEFAULT_TIME_ZONE). */
  timeZone?: string;
  children: ReactNode;
}) {
  const [member, locale] = await Promise.all([currentMember(), getLocale() as Promise<Locale>]);
  const pageReads = member
    ? [{ name: 'loyalty-brands', input: member } as const, ...reads]
    : reads.filter(isPublicRead);
  if (pageReads.length === 0) return children;
  const { state, dates } = await readForFirstPaint(pageReads, locale, [
    DEFAULT_TIME_ZONE,
    timeZone ?? DEFAULT_TIME_ZONE,
  ]);
  return (
    <FirstPaintQueries state={state}>
      <ServerDates dates={dates}>{children}</ServerDates>
    </FirstPaintQueries>
  );
}

/** A read a guest may make: a call, or a list, that needs no member (lib/contract/calls.ts). */
const isPublicRead = (read: FirstPaintRead) =>
  'list' in read
    ? CALLS[read.list].auth === 'public'
    : 'name' in read && CALLS[read.name].auth === 'public';
