import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  clampPoints,
  estimateReceive,
  isPointsAmount,
  rateText,
} from '@/lib/exchange/transfer-preview';

// What the exchange screen draws before the service answers (lib/exchange/transfer-preview.ts).
// Whether a transfer may go ahead is the quote's to say (docs/product.md §5 Transfer rule).

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

describe('isPointsAmount', () => {
  it('takes a whole number above 0 and nothing else, the one check made without asking', () => {
    expect(isPointsAmount(1)).toBe(true);
    expect(isPointsAmount(50)).toBe(true);
    for (const points of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expect(isPointsAmount(points), String(points)).toBe(false);
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

describe('the browser and the transfer rule', () => {
  it('runs no rule of a transfer and words no refusal: the quote and the BFF do', () => {
    const form = ['use-transfer-form.ts', 'use-transfer-quote.ts', 'exchange-form.tsx']
      .map((file) => readFileSync(`components/exchange/${file}`, 'utf8'))
      .join('\n');
    const preview = readFileSync('lib/exchange/transfer-preview.ts', 'utf8');
    for (const source of [form, preview]) {
      expect(source).not.toMatch(/dailyEarningLimit\s*[-<>]|earnPerOrder|totalDailyEarnPoint/);
      expect(source).not.toMatch(/problem_|ServiceErrors|below_minimum|daily_limit/);
    }
  });
});
