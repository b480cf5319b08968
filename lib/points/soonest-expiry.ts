// docs/product.md §2 Points widget: what expires next, across brands. Each brand's balance says
// the points that expire on its own soonest day (services/loyalty/ledger/balances.ts nextExpiry);
// the widget adds up the brands whose soonest day is the same day in the member's time zone, so
// "150 points expire on 7 Dec" matches the expiry tab's TGI Fridays 100 and AMRX 50 that day.

export type BrandExpiry = { code: string; points: number };
export type SoonestExpiry = {
  /** The first of that day's expiries (ISO). */
  date: string;
  total: number;
  /** Each brand's part, the largest first. */
  brands: BrandExpiry[];
};

/**
 * The soonest day within `windowMs` of `from` on which points expire, with the total that day and
 * each brand's part; null when nothing expires in the window. `dayOf` names an instant's day in
 * the member's time zone: the page's own date formatter, whose dates the server already formatted
 * (lib/server/first-paint.ts), so grouping builds no formatter in the browser.
 */
export function soonestExpiry(
  lines: readonly { code: string; nextExpiry: { points: number; date: string } | null }[],
  { from, windowMs, dayOf }: { from: number; windowMs: number; dayOf: (iso: string) => string },
): SoonestExpiry | null {
  const due = lines.flatMap(({ code, nextExpiry }) =>
    nextExpiry && nextExpiry.points > 0 && new Date(nextExpiry.date).getTime() - from < windowMs
      ? [{ code, ...nextExpiry }]
      : [],
  );
  if (due.length === 0) return null;
  const first = due.reduce((a, b) => (new Date(b.date) < new Date(a.date) ? b : a));
  const day = dayOf(first.date);
  const sameDay = due.filter((d) => dayOf(d.date) === day).sort((a, b) => b.points - a.points);
  return {
    date: first.date,
    total: sameDay.reduce((sum, d) => sum + d.points, 0),
    brands: sameDay.map(({ code, points }) => ({ code, points })),
  };
}
