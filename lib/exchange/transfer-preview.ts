// What the exchange screen shows while the member chooses, before the service answers (docs/product.md
// §3 Transfer). None of it decides whether a transfer may go ahead: the quote does, asking the
// ledger's one rule (ledger_transfer_check), and the BFF words its refusals
// (lib/bff/member-text.ts). These only draw the numbers at once.

import type { Rate } from '@/lib/contract/loyalty';

/**
 * Points that arrive at the posted rate, rounded down as the ledger does (docs/architecture.md §4: the
 * programme never mints points), for the summary until the quote answers. The rate comes as the
 * ledger keeps it, a fraction of integers, so the result is exact for any amount (7 192 569 ×
 * 13/3 is 31 167 799).
 */
export function estimateReceive(points: number, rate: Rate | null): number {
  if (!isPointsAmount(points) || !rate) return 0;
  const { numerator: n, denominator: d } = rate;
  const product = points * n;
  // Below 2^53 the product is exact and one correctly rounded division cannot cross a whole number.
  if (Number.isSafeInteger(product)) return Math.floor(product / d);
  return Number((BigInt(points) * BigInt(n)) / BigInt(d));
}

/** A rate as the screen shows it: target points per source point, to at most four decimals. */
export function rateText(rate: Rate): string {
  return String(+(rate.numerator / rate.denominator).toFixed(4));
}

/**
 * Whether a typed amount is an amount at all (a whole number above 0), the one check the screen
 * makes without asking: anything else is not worth a quote.
 */
export function isPointsAmount(points: number): boolean {
  return Number.isSafeInteger(points) && points > 0;
}

/** Keeps a typed amount a whole number inside 0..max (the slider's range). */
export function clampPoints(value: number, max: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), Math.max(0, Math.floor(max)));
}
