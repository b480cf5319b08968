// What the exchange screen checks before it lets a member confirm (SPEC §3 Transfer, §5 daily
// earning limit and minimum transfer). The service checks all of it again under its locks; these
// rules only spare the member a refused request and say why at once.

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
 * Points that arrive at the posted rate, rounded down as the ledger does (DESIGN §4: the
 * programme never mints points). Rates are ratios of small integers, so a true fraction is never
 * within 1e-9 of the next whole number; the tolerance only absorbs binary floating-point error
 * (27 × 13/3 gives 116.99999999999999 where the ledger computes 27 × 13 / 3 = 117).
 */
export function estimateReceive(points: number, rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0 || !Number.isSafeInteger(points) || points <= 0) return 0;
  return Math.floor(points * rate + 1e-9);
}

/**
 * SPEC §5: an amount is refused when what was earned today plus the amount exceeds the daily
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
  rate: number;
  target: TargetLimits;
}): TransferProblem | null {
  if (input.sourceBrand.toLowerCase() === input.targetBrand.toLowerCase()) return { kind: 'sameBrand' };
  if (!input.targetIsMember) return { kind: 'notMember' };
  if (!Number.isSafeInteger(input.points) || input.points <= 0) return { kind: 'noPoints' };
  if (input.points < input.minimum) return { kind: 'belowMinimum', minimum: input.minimum };
  const receive = estimateReceive(input.points, input.rate);
  if (receive < 1) return { kind: 'zeroReceive' };
  if (input.points > input.sourceBalance) return { kind: 'insufficient' };
  return dailyLimitProblem(input.target, receive);
}

/** SPEC §5: brands are matched by name, case-insensitively. */
export function entryFor<T>(brands: Record<string, T>, code: string): T | undefined {
  const key = Object.keys(brands).find((k) => k.toLowerCase() === code.toLowerCase());
  return key === undefined ? undefined : brands[key];
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
    case 'not_member':
      return { kind: 'notMember' };
    case 'same_brand':
      return { kind: 'sameBrand' };
    default:
      return null;
  }
}
