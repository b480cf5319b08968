import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandHasStores } from '@/lib/brands/brand-has-stores';

// A brand's detail asks whether the brand has stores; the process keeps the answer
// (lib/brands/brand-has-stores.ts), so a warm server's detail page costs no read of its own.

const upstream = vi.hoisted(() => ({
  calls: [] as unknown[],
  answer: null as null | { stores: unknown[] },
}));
vi.mock('@/lib/bff/server-call', () => ({
  callFromServer: async (name: string, input: unknown) => {
    upstream.calls.push({ name, input });
    return upstream.answer
      ? { ok: true, status: 200, data: upstream.answer }
      : { ok: false, status: 502, code: 'upstream_unavailable', message: '' };
  },
}));

describe('whether a brand has stores', () => {
  beforeEach(() => {
    upstream.calls = [];
  });

  it('is read once per brand and then served from the process’s copy', async () => {
    upstream.answer = { stores: [{ id: 1 }] };
    expect(await brandHasStores('KFC')).toBe(true);
    expect(await brandHasStores('KFC')).toBe(true);
    upstream.answer = { stores: [] };
    expect(await brandHasStores('AMRX')).toBe(false);
    expect(upstream.calls).toEqual([
      { name: 'brand-stores', input: { brand: 'KFC', limit: 1 } },
      { name: 'brand-stores', input: { brand: 'AMRX', limit: 1 } },
    ]);
  });

  it('is unknown while it cannot be read, and read again on the next ask', async () => {
    upstream.answer = null;
    expect(await brandHasStores('PHD')).toBeNull();
    upstream.answer = { stores: [{ id: 2 }] };
    expect(await brandHasStores('PHD')).toBe(true);
    expect(upstream.calls).toHaveLength(2);
  });
});
