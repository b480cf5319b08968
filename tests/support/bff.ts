import type { z } from 'zod';
import type { LoyaltyBrandEntrySchema } from '@/lib/contract/loyalty';

// Stands in for the BFF (/api/amr-loyalty/<call>, lib/bff) in component tests: fetch is stubbed so
// that each call, named by its URL's last segment, gets `answer`'s data in the envelope the BFF
// sends, { statusCode, message, data } with status 200 (no answer: data is {}). Remove it with
// vi.unstubAllGlobals().

export type BffRequest = { call: string; body: Record<string, unknown> };

export function stubBff(answer: (call: string, body: Record<string, unknown>) => unknown) {
  const asked: BffRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call = url.split('/').pop()!;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    asked.push({ call, body });
    const data = answer(call, body) ?? {};
    return new Response(JSON.stringify({ statusCode: 200, message: 'OK', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    /** Every call made, in order, with the JSON body sent ({} for none). */
    asked,
    /** The bodies sent to one call, in order. */
    sent: (call: string) => asked.filter((a) => a.call === call).map((a) => a.body),
  };
}

/** One brand's line in a loyalty-brands answer: nothing pending, no expiry due, 500 a day at 100 an order. */
export const balanceEntry = (
  pointBalance: number,
  isLoyaltyMember: boolean,
): z.infer<typeof LoyaltyBrandEntrySchema> => ({
  pointBalance,
  pendingPoints: 0,
  isLoyaltyMember,
  dailyEarningLimit: 500,
  earnPerOrder: 100,
  totalDailyEarnPoint: 0,
  nextExpiry: null,
});

/**
 * The service's answers around joining one brand, for a member who holds the `held` brands and has
 * not joined `brand`: loyalty-brands lists it at 0, not a member's, until register-member joins it
 * and credits its joining `bonus`; the total is the balances' sum. Other calls get undefined, for
 * the test to answer.
 */
export function joiningBrand(
  brand: string,
  bonus: number,
  held: Record<string, ReturnType<typeof balanceEntry>> = {},
) {
  let joined = false;
  return (call: string) => {
    if (call === 'register-member') {
      joined = true;
      return { brands: [{ brand, joiningBonusPts: bonus }] };
    }
    if (call === 'loyalty-brands') {
      const brands = { ...held, [brand]: balanceEntry(joined ? bonus : 0, joined) };
      const total = Object.values(brands).reduce((sum, entry) => sum + entry.pointBalance, 0);
      return { total, brands };
    }
  };
}
