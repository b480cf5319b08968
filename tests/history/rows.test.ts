import { describe, expect, it } from 'vitest';
import {
  appendRows,
  HISTORY_PAGE_SIZE,
  historyInput,
  LATEST_MOVEMENTS,
  latestRows,
  signedPoints,
} from '@/lib/history/rows';

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

describe('home’s latest activity (docs/product.md §2 /home)', () => {
  it('asks the history for a first page of All three rows long; the history page for its own', () => {
    expect(LATEST_MOVEMENTS).toBe(3);
    expect(historyInput({ tab: 'all' }, 1, LATEST_MOVEMENTS)).toEqual({
      filter: 'all',
      page: 1,
      pageSize: 3,
    });
    expect(historyInput({ tab: 'all', brand: 'KFC' }, 2)).toEqual({
      filter: 'all',
      brand: 'KFC',
      page: 2,
      pageSize: HISTORY_PAGE_SIZE,
    });
  });

  it('shows the three newest, in the order given, whatever the page holds', () => {
    const page = ['9', '8', '7', '6', '5'].map((id) => ({ id }));
    expect(latestRows(page).map((r) => r.id)).toEqual(['9', '8', '7']);
  });

  it('shows a row once, and fewer when there are fewer', () => {
    expect(latestRows([{ id: '9' }, { id: '9' }, { id: '8' }]).map((r) => r.id)).toEqual([
      '9',
      '8',
    ]);
    expect(latestRows([])).toEqual([]);
  });
});
