import { describe, expect, it } from 'vitest';
import {
  appendRows,
  HISTORY_PAGE_SIZE,
  historyInput,
  LATEST_MOVEMENTS,
  latestRows,
  pointsSign,
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

describe('pointsSign', () => {
  it('marks what came in and what went out, and nothing for none', () => {
    expect(pointsSign(50)).toBe('+');
    expect(pointsSign(-120)).toBe('\u2212');
    expect(pointsSign(0)).toBe('');
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
