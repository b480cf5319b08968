import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FirstPaintQueries } from '@/components/providers/first-paint-queries';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHistory } from '@/components/history/use-history';
import { makeQueryClient } from '@/lib/api/query-client';
import { useApiQuery } from '@/lib/api/use-api';
import { useRewardPages } from '@/lib/rewards/browser/use-reward-pages';
import { readForFirstPaint, type FirstPaintRead } from '@/lib/server/first-paint';

// The server's first paint (lib/server/first-paint.ts) and the browser's hooks read through the
// same query definitions (lib/api/api-key.ts callQuery, lib/rewards/reward-pages.ts
// rewardPagesQuery, lib/history/rows.ts historyQuery): the keys the server fills are the keys the
// hooks read, and a key changed in its one definition changes on both sides at once.

// Stands in for an edit of a definition's key: when set, each definition's key ends with it.
const edit = vi.hoisted(() => ({
  suffix: null as string | null,
  apply<O extends { queryKey: readonly unknown[] }>(options: O): O {
    return this.suffix ? { ...options, queryKey: [...options.queryKey, this.suffix] } : options;
  },
}));
vi.mock('@/lib/api/api-key', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api/api-key')>();
  return {
    ...original,
    callQuery: (...args: Parameters<typeof original.callQuery>) =>
      edit.apply(original.callQuery(...args)),
  };
});
vi.mock('@/lib/rewards/reward-pages', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/rewards/reward-pages')>();
  return {
    ...original,
    rewardPagesQuery: (...args: Parameters<typeof original.rewardPagesQuery>) =>
      edit.apply(original.rewardPagesQuery(...args)),
  };
});
vi.mock('@/lib/history/rows', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/history/rows')>();
  return {
    ...original,
    historyQuery: (...args: Parameters<typeof original.historyQuery>) =>
      edit.apply(original.historyQuery(...args)),
  };
});

// The upstream as the server reads it; the browser's BFF never answers, so a hook that had to
// read for itself would stay loading.
const ANSWERS: Record<string, unknown> = {
  'loyalty-brands': { total: 450, brands: {} },
  'reward-list': { rewards: [{ id: 'zinger' }], isNextPage: false },
  'voucher-list': { vouchers: [{ id: 'v1' }, { id: 'v2' }], isNextPage: false },
  'reward-history': { rewards: [{ id: 'h1' }, { id: 'h2' }, { id: 'h3' }], isNextPage: true },
};
vi.mock('@/lib/bff/server-call', () => ({
  callFromServer: async (name: string) => ({ ok: true, status: 200, data: ANSWERS[name] }),
}));
const bff = vi.hoisted(() => ({ callApi: vi.fn(() => new Promise(() => {})) }));
vi.mock('@/lib/api/call-api', () => ({ callApi: bff.callApi }));

const MEMBER = { cCode: '+971', phnNo: '501234567' };
const READS: FirstPaintRead[] = [
  { name: 'loyalty-brands', input: MEMBER },
  { list: 'reward-list', brand: 'KFC' },
  { list: 'voucher-list', brand: 'KFC' },
  { history: { tab: 'all' } },
];

function Readers() {
  const balances = useApiQuery('loyalty-brands', MEMBER);
  const rewards = useRewardPages('reward-list', 'KFC', 'all');
  const vouchers = useRewardPages('voucher-list', 'KFC', 'all');
  const history = useHistory({ tab: 'all' });
  return (
    <ul>
      <li>{balances.data ? `balances ${balances.data.total}` : 'balances loading'}</li>
      <li>{rewards.query.data ? `rewards ${rewards.items.length}` : 'rewards loading'}</li>
      <li>{vouchers.query.data ? `vouchers ${vouchers.items.length}` : 'vouchers loading'}</li>
      <li>
        {history.data ? `history ${history.data.pages[0]!.rewards.length}` : 'history loading'}
      </li>
    </ul>
  );
}

/** The page as the browser renders it from the server's first paint; its client's query hashes. */
async function paint(client: QueryClient) {
  const { state } = await readForFirstPaint(READS, 'en', []);
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={{}}>
        <FirstPaintQueries state={state}>
          <Readers />
        </FirstPaintQueries>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return state;
}

const hashesOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash)
    .sort();

describe('the server’s first paint and the browser’s hooks', () => {
  beforeEach(() => {
    bff.callApi.mockClear();
  });
  afterEach(() => {
    edit.suffix = null;
  });

  it('hold each read under one key: the hooks read what the server filled, fetching nothing', async () => {
    const client = makeQueryClient();
    const state = await paint(client);
    for (const text of ['balances 450', 'rewards 1', 'vouchers 2', 'history 3'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(bff.callApi).not.toHaveBeenCalled();
    expect(hashesOf(client)).toEqual(state.queries.map((query) => query.queryHash).sort());
  });

  it('change keys together: a key edited in its definition is the server’s and the hooks’ alike', async () => {
    edit.suffix = 'edited';
    const client = makeQueryClient();
    const state = await paint(client);
    expect(state.queries.map((query) => query.queryKey.at(-1))).toEqual(READS.map(() => 'edited'));
    for (const text of ['balances 450', 'rewards 1', 'vouchers 2', 'history 3'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(bff.callApi).not.toHaveBeenCalled();
    expect(hashesOf(client)).toEqual(state.queries.map((query) => query.queryHash).sort());
  });
});
