import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { readForFirstPaint, type FirstPaintRead } from '@/lib/api/first-paint';
import { currentMember } from '@/lib/brands/brand-cards';
import { DEFAULT_TIME_ZONE } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import { QuerySeed } from './query-seed';

/**
 * A signed-in member's page with their data in the first paint: their balances per brand (docs/product.md §3
 * Loyalty brands: the points widget and the screen's own readers of them) and the page's other
 * member reads, put into the query cache of everything inside. A guest's page renders as it is.
 */
export async function MemberFirstPaint({
  reads = [],
  timeZone,
  children,
}: {
  reads?: readonly FirstPaintRead[];
  /** A time zone the page shows dates in besides the programme's (lib/format.ts DEFAULT_TIME_ZONE). */
  timeZone?: string;
  children: ReactNode;
}) {
  const [member, locale] = await Promise.all([currentMember(), getLocale() as Promise<Locale>]);
  if (!member) return children;
  const { entries, dates } = await readForFirstPaint(
    [{ name: 'loyalty-brands', input: member }, ...reads],
    locale,
    [DEFAULT_TIME_ZONE, timeZone ?? DEFAULT_TIME_ZONE],
  );
  return (
    <QuerySeed entries={entries} dates={dates}>
      {children}
    </QuerySeed>
  );
}
