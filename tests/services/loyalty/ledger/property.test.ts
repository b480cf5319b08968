import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BrandCode } from '@/lib/contract/common';
import { DRIVERS, call, harnessForBlock } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { ledgerViolations } from '../support/invariants';
import {
  LEDGER_SETTINGS,
  balances,
  join,
  key,
  order,
  partner,
  transfer,
} from '../support/ledger-flows';

// docs/quality.md §1 after every step of random sequences of earn, transfer, unlock, activate, redeem,
// cancel and clock advances. Every answer is a success or a clear refusal, never a 500.

const BRANDS: BrandCode[] = ['AMRX', 'KFC', 'PHD', 'TGIF'];
const REWARDS: [BrandCode, string][] = [
  ['KFC', 'kfc-welcome-fries'],
  ['PHD', 'phd-garlic-bread'],
  ['TGIF', 'tgif-birthday-dessert'],
  ['AMRX', 'amrx-delivery'],
];

type Step =
  | { t: 'earn'; brand: BrandCode; amount: number; active: boolean }
  | { t: 'transfer'; from: BrandCode; to: BrandCode; points: number }
  | { t: 'unlock'; reward: number }
  | { t: 'activate' }
  | { t: 'redeem' }
  | { t: 'cancel' }
  | { t: 'advance'; hours: number };

const brand = fc.constantFrom(...BRANDS);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    t: fc.constant('earn' as const),
    brand,
    amount: fc.integer({ min: 100, max: 40_000 }),
    active: fc.boolean(),
  }),
  fc.record({
    t: fc.constant('transfer' as const),
    from: brand,
    to: brand,
    points: fc.integer({ min: 1, max: 300 }),
  }),
  fc.record({
    t: fc.constant('unlock' as const),
    reward: fc.integer({ min: 0, max: REWARDS.length - 1 }),
  }),
  fc.constant({ t: 'activate' as const }),
  fc.constant({ t: 'redeem' as const }),
  fc.constant({ t: 'cancel' as const }),
  fc.record({
    t: fc.constant('advance' as const),
    hours: fc.constantFrom(1, 20, 24 * 7, 24 * 200),
  }),
);

describe.each(DRIVERS)('ledger properties on %s', (driver) => {
  const h = harnessForBlock(driver, { settings: LEDGER_SETTINGS });

  it('keeps every invariant after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        let s: SignedIn = await signIn(h);
        await join(h, s, ['KFC', 'PHD', 'TGIF']);
        const orders: { brand: BrandCode; id: string }[] = [];
        const unlocked: [BrandCode, string][] = [];
        const activated: [BrandCode, string][] = [];
        for (const st of steps) {
          let status = 200;
          if (st.t === 'earn') {
            const id = key('p');
            status = (
              await order(h, s, st.brand, st.amount, {
                orderId: id,
                status: st.active ? 'active' : 'completed',
              })
            ).status;
            orders.push({ brand: st.brand, id });
          } else if (st.t === 'transfer') {
            status = (await transfer(h, s, st.from, st.to, st.points)).status;
          } else if (st.t === 'cancel' && orders.length) {
            const o = orders.pop()!;
            status = (
              await partner(h, o.brand, 'partner-order-status', {
                orderId: o.id,
                status: 'cancelled',
              })
            ).status;
          } else if (st.t === 'advance') {
            h.clock.advance(st.hours * 3600);
            s = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
          } else if (st.t !== 'cancel') {
            const [b, id] =
              st.t === 'unlock'
                ? REWARDS[st.reward]!
                : st.t === 'activate'
                  ? (unlocked.at(-1) ?? [])
                  : (activated.at(-1) ?? []);
            if (!b || !id) continue;
            const res = await call<{ reward: { id: string } }>(
              h.url,
              'redeem-reward',
              { brand: b, id, action: st.t, idempotencyKey: key('v') },
              { token: s.accessToken },
            );
            status = res.status;
            if (status === 200 && st.t === 'unlock') unlocked.push([b, res.body.data.reward.id]);
            if (status === 200 && st.t === 'activate') activated.push(unlocked.pop()!);
            if (status === 200 && st.t === 'redeem') activated.pop();
          }
          expect([200, 400, 404, 409]).toContain(status);
          expect(await ledgerViolations(h.db, h.clock.now())).toEqual([]);
          const b = await balances(h, s);
          expect(b.total).toBe(Object.values(b.brands).reduce((n, x) => n + x.pointBalance, 0));
        }
        // Every code still shown is redeemable at the till: its points were taken at activation.
        for (const [b, id] of activated) {
          const res = await call(
            h.url,
            'redeem-reward',
            { brand: b, id, action: 'redeem', idempotencyKey: key('v') },
            { token: s.accessToken },
          );
          const expired =
            res.status === 409 &&
            (res.body.data as { code?: string })?.code === 'redemption_failed';
          expect(res.status === 200 || expired, JSON.stringify(res.body)).toBe(true);
        }
        expect(await ledgerViolations(h.db, h.clock.now())).toEqual([]);
      }),
      { numRuns: driver === 'pglite' ? 8 : 6 },
    );
  }, 120_000);
});
