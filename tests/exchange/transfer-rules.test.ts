import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPoints,
  dailyLimitProblem,
  estimateReceive,
  problemFromCode,
  rateText,
  transferProblem,
} from '@/lib/exchange/transfer-rules';

const base = {
  sourceBrand: 'AMRX',
  targetBrand: 'KFC',
  targetIsMember: true,
  points: 100,
  sourceBalance: 500,
  minimum: 50,
  rate: { numerator: 1, denominator: 1 },
  target: { dailyEarningLimit: 500, earnPerOrder: 100, totalDailyEarnPoint: 0 },
};

const r = (numerator: number, denominator: number) => ({ numerator, denominator });

describe('estimateReceive', () => {
  it('rounds down at the posted rate, as the ledger does', () => {
    expect(estimateReceive(50, r(5, 4))).toBe(62);
    expect(estimateReceive(64, r(5, 4))).toBe(80);
    expect(estimateReceive(99, r(1, 2))).toBe(49);
    expect(estimateReceive(1, r(2, 5))).toBe(0);
  });

  it('is exact where the floating-point product would fall short of a whole number', () => {
    expect(Math.floor(27 * (13 / 3))).toBe(116);
    expect(estimateReceive(27, r(13, 3))).toBe(117);
  });

  it('is exact for large amounts where the float product falls just short of a whole number', () => {
    expect(Math.floor(7192569 * (13 / 3) + 1e-9)).toBe(31167798);
    expect(estimateReceive(7192569, r(13, 3))).toBe(31167799);
    expect(estimateReceive(7192569, r(13, 3))).toBe(Math.floor((7192569 * 13) / 3));
  });

  it('equals floor(points × n / d) exactly, as the ledger computes it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Math.floor(Number.MAX_SAFE_INTEGER / 1000) }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (points, n, d) => {
          // points × n stays below 2^53, so Math.floor of one division is the exact floor.
          expect(estimateReceive(points, r(n, d))).toBe(Math.floor((points * n) / d));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('stays exact past 2^53 (integer arithmetic, not floating point)', () => {
    const points = Number.MAX_SAFE_INTEGER;
    expect(estimateReceive(points, r(13, 3))).toBe(Number((BigInt(points) * 13n) / 3n));
    expect(estimateReceive(points, r(7, 9))).toBe(Number((BigInt(points) * 7n) / 9n));
  });

  it('gives nothing for a missing rate or a non-positive amount', () => {
    expect(estimateReceive(100, null)).toBe(0);
    expect(estimateReceive(0, r(1, 1))).toBe(0);
    expect(estimateReceive(-5, r(1, 1))).toBe(0);
    expect(estimateReceive(1.5, r(1, 1))).toBe(0);
  });
});

describe('rateText', () => {
  it('shows target points per source point, to at most four decimals', () => {
    expect(rateText(r(1, 1))).toBe('1');
    expect(rateText(r(1, 2))).toBe('0.5');
    expect(rateText(r(5, 4))).toBe('1.25');
    expect(rateText(r(13, 3))).toBe('4.3333');
  });
});

describe('dailyLimitProblem (docs/product.md §5)', () => {
  const target = { dailyEarningLimit: 500, earnPerOrder: 100, totalDailyEarnPoint: 420 };

  it('allows up to the limit and refuses one point past it', () => {
    expect(dailyLimitProblem(target, 80)).toBeNull();
    expect(dailyLimitProblem(target, 81)).toEqual({ kind: 'dailyLimit', limit: 500 });
  });

  it('refuses more than earnPerOrder at once', () => {
    expect(dailyLimitProblem({ ...target, totalDailyEarnPoint: 0 }, 100)).toBeNull();
    expect(dailyLimitProblem({ ...target, totalDailyEarnPoint: 0 }, 101)).toEqual({
      kind: 'perOrder',
      earnPerOrder: 100,
    });
  });

  it('counts missing values as 0', () => {
    expect(dailyLimitProblem({ dailyEarningLimit: 500, earnPerOrder: 100 }, 100)).toBeNull();
    expect(dailyLimitProblem({}, 1)).toEqual({ kind: 'perOrder', earnPerOrder: 0 });
    expect(dailyLimitProblem({ earnPerOrder: 10 }, 1)).toEqual({ kind: 'dailyLimit', limit: 0 });
  });
});

describe('transferProblem', () => {
  it('passes a transfer inside every rule', () => {
    expect(transferProblem(base)).toBeNull();
  });

  it('refuses at the minimum boundary exactly (min − 1 refused, min accepted)', () => {
    expect(transferProblem({ ...base, points: 49 })).toEqual({ kind: 'belowMinimum', minimum: 50 });
    expect(transferProblem({ ...base, points: 50 })).toBeNull();
    expect(transferProblem({ ...base, points: 51 })).toBeNull();
  });

  it('checks in the service order: minimum, zero at the rate, balance, then the limits', () => {
    expect(transferProblem({ ...base, points: 40, sourceBalance: 10 })).toEqual({
      kind: 'belowMinimum',
      minimum: 50,
    });
    expect(transferProblem({ ...base, points: 60, rate: r(1, 100) })).toEqual({
      kind: 'zeroReceive',
    });
    expect(transferProblem({ ...base, points: 600, sourceBalance: 500 })).toEqual({
      kind: 'insufficient',
    });
    expect(transferProblem({ ...base, points: 101 })).toEqual({
      kind: 'perOrder',
      earnPerOrder: 100,
    });
    expect(
      transferProblem({ ...base, target: { ...base.target, totalDailyEarnPoint: 450 } }),
    ).toEqual({ kind: 'dailyLimit', limit: 500 });
  });

  it('needs two different brands, a joined target and a whole positive amount', () => {
    expect(transferProblem({ ...base, targetBrand: 'amrx' })).toEqual({ kind: 'sameBrand' });
    expect(transferProblem({ ...base, targetIsMember: false })).toEqual({ kind: 'notMember' });
    for (const points of [0, -1, 1.5, Number.NaN])
      expect(transferProblem({ ...base, points })).toEqual({ kind: 'noPoints' });
  });
});

describe('problemFromCode', () => {
  const ctx = { minimum: 50, target: { dailyEarningLimit: 500, earnPerOrder: 100 } };
  it('turns the service refusals into the screen’s problems, with the limit value', () => {
    expect(problemFromCode('daily_limit', ctx)).toEqual({ kind: 'dailyLimit', limit: 500 });
    expect(problemFromCode('insufficient_points', ctx)).toEqual({ kind: 'insufficient' });
    expect(problemFromCode('below_minimum', ctx)).toEqual({ kind: 'belowMinimum', minimum: 50 });
    expect(problemFromCode('zero_receive', ctx)).toEqual({ kind: 'zeroReceive' });
    expect(problemFromCode('earn_per_order_limit', ctx)).toEqual({
      kind: 'perOrder',
      earnPerOrder: 100,
    });
    expect(problemFromCode('internal', ctx)).toBeNull();
    expect(problemFromCode(undefined, ctx)).toBeNull();
  });
});

describe('clampPoints', () => {
  it('keeps the slider inside 0..balance', () => {
    expect(clampPoints(120.7, 100)).toBe(100);
    expect(clampPoints(42.9, 100)).toBe(42);
    expect(clampPoints(-3, 100)).toBe(0);
    expect(clampPoints(Number.NaN, 100)).toBe(0);
  });
});
