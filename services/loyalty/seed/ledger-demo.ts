import type { BrandCode } from '@/lib/contract/common';
import type { Db } from '@/services/loyalty/db/client';
import { grantJoiningBonus } from '@/services/loyalty/ledger/enrol';
import { expireWallet } from '@/services/loyalty/ledger/lots';
import { recordOrder, updateOrder } from '@/services/loyalty/ledger/orders';
import { num, q } from '@/services/loyalty/ledger/sql';
import { transferPoints } from '@/services/loyalty/ledger/transfer';
import { voucherAction, type VoucherAction } from '@/services/loyalty/ledger/vouchers';
import type { DemoMember } from '@/services/loyalty/seed/members';
import { sql } from 'drizzle-orm';

// Demo members' points (services/loyalty/README.md), written through the ledger's own functions
// at past times so every invariant of docs/quality.md §1 holds: joining bonuses, orders, transfers,
// a cancelled order's reversal, vouchers unlocked, activated and redeemed, and lots that expired
// or expire within 30 days.

const DAY = 86_400_000;

type Step =
  | { daysAgo: number; transfer: { from: BrandCode; to: BrandCode; points: number } }
  | { daysAgo: number; voucher: { brand: BrandCode; rewardId: string; upTo: VoucherAction } }
  | { daysAgo: number; cancel: { brand: BrandCode; orderId: string } };

export const LEDGER_DEMO: Record<string, Step[]> = {
  '+971501234567': [
    { daysAgo: 200, transfer: { from: 'AMRX', to: 'PHD', points: 100 } },
    { daysAgo: 30, voucher: { brand: 'KFC', rewardId: 'kfc-zinger-meal', upTo: 'redeem' } },
    { daysAgo: 0.1, voucher: { brand: 'PHD', rewardId: 'phd-garlic-bread', upTo: 'activate' } },
    { daysAgo: 0.05, voucher: { brand: 'AMRX', rewardId: 'amrx-delivery', upTo: 'unlock' } },
  ],
  '+966551234567': [
    { daysAgo: 20, transfer: { from: 'AMRX', to: 'TGIF', points: 100 } },
    { daysAgo: 5, voucher: { brand: 'TGIF', rewardId: 'tgif-birthday-dessert', upTo: 'activate' } },
    { daysAgo: 4, voucher: { brand: 'HRD', rewardId: 'hrd-upsize', upTo: 'unlock' } },
  ],
  '+971522223344': [
    { daysAgo: 10, transfer: { from: 'KFC', to: 'AMRX', points: 50 } },
    { daysAgo: 2, voucher: { brand: 'AMRX', rewardId: 'amrx-delivery', upTo: 'activate' } },
  ],
};

const ACTIONS: VoucherAction[] = ['unlock', 'activate', 'redeem'];

export async function seedDemoLedger(
  tx: Db,
  memberId: string,
  m: DemoMember,
  joined: Date,
  now: Date,
): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const phoneE164 = `${m.cCode}${m.phnNo}`;
  let n = 0;
  const k = (what: string) => `seed-${what}-${memberId.slice(0, 8)}-${++n}`;
  type Event = { when: Date; run: () => Promise<unknown> };
  const events: Event[] = m.brands.map((brand) => ({
    when: joined,
    run: () => grantJoiningBonus(tx, memberId, brand, joined, null),
  }));
  for (const o of [...m.orders, ...(m.ledgerOrders ?? [])]) {
    const when = at(o.daysAgo === 0 ? 0.02 : o.daysAgo);
    const status = o.status === 'cancelled' ? 'completed' : o.status;
    events.push({
      when,
      run: () =>
        recordOrder(
          tx,
          {
            brand: o.brand,
            member: { phoneE164 },
            orderId: o.externalId,
            amountMinor: o.amountMinor,
            status,
          },
          when,
        ),
    });
    if (o.status === 'cancelled') {
      const later = new Date(when.getTime() + 3 * 3_600_000);
      events.push({
        when: later,
        run: () =>
          updateOrder(tx, { brand: o.brand, orderId: o.externalId, status: 'cancelled' }, later),
      });
    }
  }
  for (const s of LEDGER_DEMO[phoneE164] ?? []) {
    const when = at(s.daysAgo);
    if ('transfer' in s)
      events.push({
        when,
        run: () =>
          transferPoints(
            tx,
            { memberId },
            {
              sourceBrand: s.transfer.from,
              targetBrand: s.transfer.to,
              points: s.transfer.points,
              idempotencyKey: k('transfer'),
            },
            0,
            when,
          ),
      });
    if ('voucher' in s)
      events.push({
        when,
        run: async () => {
          let id = s.voucher.rewardId;
          for (const action of ACTIONS.slice(0, ACTIONS.indexOf(s.voucher.upTo) + 1)) {
            const reply = await voucherAction(
              tx,
              memberId,
              { brand: s.voucher.brand, id, action, idempotencyKey: k(action) },
              when,
            );
            id = reply.reward.id;
          }
        },
      });
  }
  events.sort((a, b) => a.when.getTime() - b.when.getTime());
  for (const e of events) await e.run();
  // What expired before today goes to breakage now, as the expiry job would have done.
  const wallets = await q<{ id: unknown; brand_code: string }>(
    tx,
    sql`select id, brand_code from accounts where member_id = ${memberId} and kind = 'wallet' order by id`,
  );
  for (const w of wallets) await expireWallet(tx, num(w.id), now);
}
