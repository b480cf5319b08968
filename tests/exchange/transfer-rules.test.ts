import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPoints,
  dailyLimitProblem,
  entryFor,
  estimateReceive,
  problemFromCode,
  transferProblem,
} from '@/lib/exchange/transfer-rules';

const base = {
  sourceBrand: 'AMRX',
  targetBrand: 'KFC',
  targetIsMember: true,
  points: 100,
  sourceBalance: 500,
  minimum: 50,
  rate: 1,
  target: { dailyEarningLimit: 500, earnPerOrder: 100, totalDailyEarnPoint: 0 },
};

describe('estimateReceive', () => {
  it('rounds down at the posted rate, as the ledger does', () => {
    expect(estimateReceive(50, 1.25)).toBe(62);
    expect(estimateReceive(64, 1.25)).toBe(80);
    expect(estimateReceive(99, 0.5)).toBe(49);
    expect(estimateReceive(1, 0.4)).toBe(0);
  });

  it('absorbs floating-point error where the exact product is whole', () => {
    expect(Math.floor(27 * (13 / 3))).toBe(116);
    expect(estimateReceive(27, 13 / 3)).toBe(117);
  });

  it('equals floor(points × n / d) for the rates of small integer ratios', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (points, n, d) => {
        expect(estimateReceive(points, n / d)).toBe(Math.floor((points * n) / d));
      }),
    );
  });

  it('gives nothing for a missing rate or a non-positive amount', () => {
    expect(estimateReceive(100, 0)).toBe(0);
    expect(estimateReceive(100, Number.NaN)).toBe(0);
    expect(estimateReceive(0, 1)).toBe(0);
    expect(estimateReceive(-5, 1)).toBe(0);
    expect(estimateReceive(1.5, 1)).toBe(0);
  });
});

describe('dailyLimitProblem (SPEC §5)', () => {
  const target = { dailyEarningLimit: 500, earnPerOrder: 100, totalDailyEarnPoint: 420 };

  it('allows up to the limit and refuses one point past it', () => {
    expect(dailyLimitProblem(target, 80)).toBeNull();
    expect(dailyLimitProblem(target, 81)).toEqual({ kind: 'dailyLimit', limit: 500 });
  });

  it('refuses more than earnPerOrder at once', () => {
    expect(dailyLimitProblem({ ...target, totalDailyEarnPoint: 0 }, 100)).toBeNull();
    expect(dailyLimitProblem({ ...target, totalDailyEarnPoint: 0 }, 101)).toEqual({ kind: 'perOrder', earnPerOrder: 100 });
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
    expect(transferProblem({ ...base, points: 40, sourceBalance: 10 })).toEqual({ kind: 'belowMinimum', minimum: 50 });
    expect(transferProblem({ ...base, points: 60, rate: 0.01 })).toEqual({ kind: 'zeroReceive' });
    expect(transferProblem({ ...base, points: 600, sourceBalance: 500 })).toEqual({ kind: 'insufficient' });
    expect(transferProblem({ ...base, points: 101 })).toEqual({ kind: 'perOrder', earnPerOrder: 100 });
    expect(transferProblem({ ...base, target: { ...base.target, totalDailyEarnPoint: 450 } })).toEqual({ kind: 'dailyLimit', limit: 500 });
  });

  it('needs two different brands, a joined target and a whole positive amount', () => {
    expect(transferProblem({ ...base, targetBrand: 'amrx' })).toEqual({ kind: 'sameBrand' });
    expect(transferProblem({ ...base, targetIsMember: false })).toEqual({ kind: 'notMember' });
    for (const points of [0, -1, 1.5, Number.NaN]) expect(transferProblem({ ...base, points })).toEqual({ kind: 'noPoints' });
  });
});

describe('problemFromCode', () => {
  const ctx = { minimum: 50, target: { dailyEarningLimit: 500, earnPerOrder: 100 } };
  it('turns the service refusals into the screen’s problems, with the limit value', () => {
    expect(problemFromCode('daily_limit', ctx)).toEqual({ kind: 'dailyLimit', limit: 500 });
    expect(problemFromCode('insufficient_points', ctx)).toEqual({ kind: 'insufficient' });
    expect(problemFromCode('below_minimum', ctx)).toEqual({ kind: 'belowMinimum', minimum: 50 });
    expect(problemFromCode('earn_per_order_limit', ctx)).toEqual({ kind: 'perOrder', earnPerOrder: 100 });
    expect(problemFromCode('internal', ctx)).toBeNull();
    expect(problemFromCode(undefined, ctx)).toBeNull();
  });
});

describe('entryFor and clampPoints', () => {
  it('matches brands by name case-insensitively (SPEC §5)', () => {
    expect(entryFor({ Peet: 1, KFC: 2 }, 'peet')).toBe(1);
    expect(entryFor({ Peet: 1 }, 'PHD')).toBeUndefined();
  });

  it('keeps the slider inside 0..balance', () => {
    expect(clampPoints(120.7, 100)).toBe(100);
    expect(clampPoints(42.9, 100)).toBe(42);
    expect(clampPoints(-3, 100)).toBe(0);
    expect(clampPoints(Number.NaN, 100)).toBe(0);
  });
});
