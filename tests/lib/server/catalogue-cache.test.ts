import { readForFirstPaint } from '@/lib/server/first-paint';

// The catalogue in a page's first paint is the same for everyone: within a minute, many pages read
// it once from the service (lib/server/first-paint.ts); a member's vouchers are read every time.
const calls = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/bff/server-call', () => ({
  callFromServer: async (name: string) => {
    calls.push(name);
    return { ok: true, status: 200, data: { rewards: [], isNextPage: false } };
  },
}));

describe('the catalogue in first paints', () => {
  it('is read once for many pages; the member’s vouchers every time', async () => {
    const reads = [
      { list: 'reward-list' as const, brand: 'KFC' },
      { list: 'voucher-list' as const, brand: 'KFC' },
    ];
    for (let page = 0; page < 5; page++) await readForFirstPaint(reads, 'en', []);
    expect(calls.filter((c) => c === 'reward-list')).toHaveLength(1);
    expect(calls.filter((c) => c === 'voucher-list')).toHaveLength(5);
  });
});
