// What the exchange screen checks before it lets a member confirm (docs/product.md §3 Transfer, §5 daily
// earning limit and minimum transfer). The service checks all of it again under its locks; these
// rules only spare the member a refused request and say why at once.

import type { Rate } from '@/lib/contract/loyalty';

export type TargetLimits = {
  dailyEarningLimit?: number | null;
  earnPerOrder?: number | null;
  totalDailyEarnPoint?: number | null;
};

export type TransferProblem =
  | { kind: 'sameBrand' }
  | { kind: 'notMember' }
  | { kind: 'noPoints' }
  | { kind: 'belowMinimum'; minimum: number }
  | { kind: 'zeroReceive' }
  | { kind: 'insufficient' }
  | { kind: 'perOrder'; earnPerOrder: number }
  | { kind: 'dailyLimit'; limit: number };

/**
 * Points that arrive at the posted rate, rounded down as the ledger does (docs/architecture.md §4: the
 * programme never mints points). The rate comes as the ledger keeps it, a fraction of integers, so
 * the result is exact for any amount (7 192 569 × 13/3 is 31 167 799).
 */
export function estimateReceive(points: number, rate: Rate | null): number {
  if (!Number.isSafeInteger(points) || points <= 0 || !rate) return 0;
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
 * docs/product.md §5: an amount is refused when what was earned today plus the amount exceeds the daily
 * earning limit, or when the amount exceeds earnPerOrder. Missing values count as 0.
 */
export function dailyLimitProblem(target: TargetLimits, amount: number): TransferProblem | null {
  const limit = target.dailyEarningLimit ?? 0;
  const perOrder = target.earnPerOrder ?? 0;
  const earned = target.totalDailyEarnPoint ?? 0;
  if (amount > perOrder) return { kind: 'perOrder', earnPerOrder: perOrder };
  if (earned + amount > limit) return { kind: 'dailyLimit', limit };
  return null;
}

/** The first reason this transfer would be refused, in the order the service checks, or null. */
export function transferProblem(input: {
  sourceBrand: string;
  targetBrand: string;
  targetIsMember: boolean;
  points: number;
  sourceBalance: number;
  minimum: number;
  rate: Rate | null;
  target: TargetLimits;
}): TransferProblem | null {
  if (input.sourceBrand.toLowerCase() === input.targetBrand.toLowerCase())
    return { kind: 'sameBrand' };
  if (!input.targetIsMember) return { kind: 'notMember' };
  if (!Number.isSafeInteger(input.points) || input.points <= 0) return { kind: 'noPoints' };
  if (input.points < input.minimum) return { kind: 'belowMinimum', minimum: input.minimum };
  const receive = estimateReceive(input.points, input.rate);
  if (receive < 1) return { kind: 'zeroReceive' };
  if (input.points > input.sourceBalance) return { kind: 'insufficient' };
  return dailyLimitProblem(input.target, receive);
}

/** Keeps a typed amount a whole number inside 0..max (the slider's range). */
export function clampPoints(value: number, max: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), Math.max(0, Math.floor(max)));
}

/** The service's refusal (its data.code) as the same problem the screen would have found. */
export function problemFromCode(
  code: string | undefined,
  ctx: { minimum: number; target: TargetLimits },
): TransferProblem | null {
  switch (code) {
    case 'insufficient_points':
      return { kind: 'insufficient' };
    case 'daily_limit':
      return { kind: 'dailyLimit', limit: ctx.target.dailyEarningLimit ?? 0 };
    case 'earn_per_order_limit':
      return { kind: 'perOrder', earnPerOrder: ctx.target.earnPerOrder ?? 0 };
    case 'below_minimum':
      return { kind: 'belowMinimum', minimum: ctx.minimum };
    case 'zero_receive':
      return { kind: 'zeroReceive' };
    case 'not_member':
      return { kind: 'notMember' };
    case 'same_brand':
      return { kind: 'sameBrand' };
    default:
      return null;
  }
}
