import { brandCatalogue } from '@/lib/rewards/catalogue';

// lib/rewards/catalogue.ts: the points widget prices each brand's next reward from the process's
// copy of the catalogue (docs/product.md §2 Points widget): read whole, then kept, so a member's
// pages make no catalogue call of their own.
const calls = vi.hoisted(() => [] as { name: string; input: Record<string, unknown> }[]);
vi.mock('@/lib/bff/server-call', () => ({
  callFromServer: async (name: string, input: Record<string, unknown>) => {
    calls.push({ name, input });
    const page = input.page as number;
    // Two pages for KFC (a catalogue past one page), one for the others.
    const isNextPage = input.brand === 'kfc' && page === 1;
    return {
      ok: true,
      status: 200,
      data: { rewards: [{ id: `${input.brand}-${page}` }], isNextPage },
    };
  },
}));

describe('a brand’s whole catalogue', () => {
  it('reads every page once, in the largest pages the call gives, then from the copy', async () => {
    for (let render = 0; render < 3; render++) {
      expect((await brandCatalogue('KFC')).map((r) => r.id)).toEqual(['kfc-1', 'kfc-2']);
      expect((await brandCatalogue('Peet')).map((r) => r.id)).toEqual(['peet-1']);
    }
    expect(calls).toEqual([
      { name: 'reward-list', input: { brand: 'kfc', page: 1, pageSize: 50 } },
      { name: 'reward-list', input: { brand: 'kfc', page: 2, pageSize: 50 } },
      { name: 'reward-list', input: { brand: 'peet', page: 1, pageSize: 50 } },
    ]);
  });
});
