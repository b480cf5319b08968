import type { ReactNode } from 'react';
import { firstPaintFor, type FirstPaintAsk } from '@/lib/server/first-paint';
import { FirstPaintQueries } from './first-paint-queries';
import { ServerDates } from './server-dates';

/**
 * A page with its data in the first paint. A signed-in member's: their balances per brand
 * (docs/product.md §3 Loyalty brands: the points widget and the screen's own readers of them) and
 * the page's other reads; a guest's: the page's public reads (the rewards catalogue), so search
 * engines and a slow phone's first paint see it too. Read on the server through the browser's own
 * queries (lib/server/first-paint.ts), dehydrated, and put in the query cache of everything inside
 * (./first-paint-queries.tsx, which keeps newer data the browser's cache already holds), with the
 * dates in them as the server formatted them (./server-dates.tsx). A page starts the same ask
 * first (startFirstPaint), so these readings run beside the session check and the page's own reads.
 */
export async function MemberFirstPaint({
  children,
  ...ask
}: FirstPaintAsk & { children: ReactNode }) {
  const paint = await firstPaintFor(ask);
  if (!paint) return children;
  return (
    <FirstPaintQueries state={paint.state}>
      <ServerDates dates={paint.dates}>{children}</ServerDates>
    </FirstPaintQueries>
  );
}
