import { describe, expect, it } from 'vitest';
import { appendRows, signedPoints } from '@/lib/history/rows';

describe('appendRows', () => {
  it('appends pages in order and shows a row that came back on the next page once', () => {
    const rows = appendRows([
      { rewards: [{ id: '9' }, { id: '8' }] },
      { rewards: [{ id: '8' }, { id: '7' }] },
    ]);
    expect(rows.map((r) => r.id)).toEqual(['9', '8', '7']);
  });

  it('is empty for no pages', () => {
    expect(appendRows([])).toEqual([]);
  });
});

describe('signedPoints', () => {
  const fmt = (n: number) => String(n).padStart(3, '0');
  it('marks what came in and what went out', () => {
    expect(signedPoints(50, fmt)).toBe('+050');
    expect(signedPoints(-120, fmt)).toBe('−120');
    expect(signedPoints(0, fmt)).toBe('000');
  });
});
