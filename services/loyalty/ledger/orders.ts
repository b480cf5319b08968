import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import { conflict, notFound } from '@/services/loyalty/http/errors';
import { activeBrands, ensureWallet, lockWallets } from '@/services/loyalty/ledger/accounts';
import { addEarned, brandRules, earnedOn } from '@/services/loyalty/ledger/brand-rules';
import { localDay } from '@/services/loyalty/ledger/local-day';
import { addLot, expireWallet, takeFromLots } from '@/services/loyalty/ledger/lots';
import { post } from '@/services/loyalty/ledger/post';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';

// Partner orders (issue 4): the order id is the idempotency key; an order earns by the brand's
// rule, capped by earnPerOrder and what is left of the daily earning limit (SPEC §5) in the
// member's local day; cancelling reverses what it earned with a reversing transaction.

export type OrderStatus = 'active' | 'completed' | 'cancelled';

export interface OrderReply {
  orderId: string;
  status: OrderStatus;
  earnedPoints: number;
  reversedPoints: number;
  pointBalance: number;
}

/** The brand's rule: one point per whole dirham or riyal spent (amounts are in fils/halalas). */
export const pointsForAmount = (amountMinor: number) => Math.floor(amountMinor / 100);

interface OrderRow {
  id: string;
  member_id: string;
  status: OrderStatus;
  amount_minor: unknown;
  earned_points: unknown;
  earn_tx_id: unknown;
  reversal_tx_id: unknown;
}

async function walletBalance(tx: Tx, memberId: string, brand: string): Promise<number> {
  const [r] = await q<{ balance: unknown }>(
    tx,
    sql`select balance from accounts where member_id = ${memberId} and brand_code = ${brand} and kind = 'wallet'`,
  );
  return num(r?.balance);
}

async function reversedPoints(tx: Tx, txId: unknown): Promise<number> {
  if (txId === null || txId === undefined) return 0;
  const [r] = await q<{ n: unknown }>(
    tx,
    sql`select coalesce(sum(amount), 0)::int as n from journal_entries where tx_id = ${num(txId)} and amount > 0`,
  );
  return num(r?.n);
}

async function replyFor(tx: Tx, o: OrderRow, brand: string): Promise<OrderReply> {
  return {
    orderId: '',
    status: o.status,
    earnedPoints: num(o.earned_points),
    reversedPoints: await reversedPoints(tx, o.reversal_tx_id),
    pointBalance: await walletBalance(tx, o.member_id, brand),
  };
}

export async function recordOrder(
  db: Db,
  o: {
    brand: string;
    phoneE164: string;
    orderId: string;
    amountMinor: number;
    status: OrderStatus;
  },
  now: Date,
): Promise<OrderReply> {
  return db.transaction(async (tx) => {
    const [m] = await q<{ id: string; country: 'UAE' | 'KSA' }>(
      tx,
      sql`select id, country from members where phone_e164 = ${o.phoneE164} and deleted_at is null for share`,
    );
    if (!m) throw notFound('No member with this phone number');
    if (!(await activeBrands(tx, m.id)).has(o.brand))
      throw conflict(`The member has not joined ${o.brand}`, 'not_member');
    const inserted = await q<OrderRow>(
      tx,
      sql`insert into orders (member_id, brand_code, external_id, status, amount_minor, created_at, updated_at)
          values (${m.id}, ${o.brand}, ${o.orderId}, ${o.status}, ${o.amountMinor}, ${at(now)}, ${at(now)})
          on conflict (brand_code, external_id) do nothing returning *`,
    );
    if (!inserted[0]) {
      // A replay: the same order must carry the same member, amount and status (QUALITY I4).
      const [prev] = await q<OrderRow>(
        tx,
        sql`select * from orders where brand_code = ${o.brand} and external_id = ${o.orderId}`,
      );
      if (
        !prev ||
        prev.member_id !== m.id ||
        num(prev.amount_minor) !== o.amountMinor ||
        prev.status !== o.status
      )
        throw conflict('This order id was already used for a different order', 'order_conflict');
      return { ...(await replyFor(tx, prev, o.brand)), orderId: o.orderId };
    }
    const order = inserted[0];
    if (o.status === 'cancelled')
      return { ...(await replyFor(tx, order, o.brand)), orderId: o.orderId };
    const rules = await brandRules(tx, o.brand);
    const wallet = await ensureWallet(tx, m.id, o.brand, now);
    await lockWallets(tx, [wallet]);
    await expireWallet(tx, { id: wallet, brand: o.brand, memberId: m.id }, now);
    const day = localDay(m.country, now);
    const earnedToday = await earnedOn(tx, wallet, day.key);
    const points = Math.min(
      pointsForAmount(o.amountMinor),
      rules.earnPerOrder,
      Math.max(0, rules.dailyEarningLimit - earnedToday),
    );
    if (points > 0) {
      const txId = await post(tx, {
        kind: 'earn',
        memberId: m.id,
        ref: o.orderId,
        memo: { brand: o.brand, orderId: o.orderId, amountMinor: o.amountMinor },
        now,
        entries: [
          { brand: o.brand, account: 'issuance', amount: -points },
          { brand: o.brand, account: wallet, amount: points },
        ],
      });
      await addLot(tx, wallet, points, txId, now, rules.pointExpiryMonths);
      await tx.execute(addEarned(wallet, day.key, points));
      await tx.execute(
        sql`update orders set earned_points = ${points}, earn_tx_id = ${txId} where id = ${order.id}`,
      );
    }
    return {
      orderId: o.orderId,
      status: o.status,
      earnedPoints: points,
      reversedPoints: 0,
      pointBalance: await walletBalance(tx, m.id, o.brand),
    };
  });
}

const STEPS: Record<OrderStatus, OrderStatus[]> = {
  active: ['active', 'completed', 'cancelled'],
  completed: ['completed', 'cancelled'],
  cancelled: ['cancelled'],
};

/** Completes or cancels an order; repeating a status is a harmless replay. */
export async function updateOrder(
  db: Db,
  o: { brand: string; orderId: string; status: 'completed' | 'cancelled' },
  now: Date,
): Promise<OrderReply> {
  return db.transaction(async (tx) => {
    const [order] = await q<OrderRow>(
      tx,
      sql`select * from orders where brand_code = ${o.brand} and external_id = ${o.orderId} for update`,
    );
    if (!order) throw notFound('Order not found');
    if (!STEPS[order.status].includes(o.status))
      throw conflict(`A ${order.status} order cannot become ${o.status}`, 'order_conflict');
    if (order.status === o.status)
      return { ...(await replyFor(tx, order, o.brand)), orderId: o.orderId };
    let reversalTx: number | null = null;
    const earned = num(order.earned_points);
    if (o.status === 'cancelled' && earned > 0) {
      const [w] = await q<{ id: unknown; status: string }>(
        tx,
        sql`select a.id, a.status from accounts a join members m on m.id = a.member_id
            where a.member_id = ${order.member_id} and a.brand_code = ${o.brand} and a.kind = 'wallet'
              and m.deleted_at is null for share of m`,
      );
      if (w && w.status === 'open') {
        const wallet = num(w.id);
        const locked = await lockWallets(tx, [wallet]);
        const expired = await expireWallet(
          tx,
          { id: wallet, brand: o.brand, memberId: order.member_id },
          now,
        );
        // Points already spent cannot be clawed below zero (I2): reverse what is still there.
        const amount = Math.min(earned, locked.get(wallet)!.balance - expired);
        if (amount > 0) {
          reversalTx = await post(tx, {
            kind: 'reversal',
            memberId: order.member_id,
            ref: o.orderId,
            memo: { brand: o.brand, orderId: o.orderId, earned },
            now,
            entries: [
              { brand: o.brand, account: wallet, amount: -amount },
              { brand: o.brand, account: 'issuance', amount },
            ],
          });
          await takeFromLots(tx, wallet, amount, now, num(order.earn_tx_id));
        }
      }
    }
    await tx.execute(
      sql`update orders set status = ${o.status}, reversal_tx_id = ${reversalTx}, updated_at = ${at(now)}
          where id = ${order.id}`,
    );
    return {
      orderId: o.orderId,
      status: o.status,
      earnedPoints: earned,
      reversedPoints: await reversedPoints(tx, reversalTx),
      pointBalance: await walletBalance(tx, order.member_id, o.brand),
    };
  });
}
