import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import { conflict, notFound } from '@/services/loyalty/http/errors';
import {
  activeBrands,
  ensureMemberAccount,
  ensureWallet,
  lockWallets,
} from '@/services/loyalty/ledger/accounts';
import { brandRules } from '@/services/loyalty/ledger/brand-rules';
import { localDay } from '@/services/loyalty/ledger/local-day';
import {
  reverseCompletedOrder,
  uncountEarning,
  type CancelledOrder,
} from '@/services/loyalty/ledger/cancel-order';
import { creditOrderPoints, expireWallet } from '@/services/loyalty/ledger/lots';
import { post } from '@/services/loyalty/ledger/post';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';
import { memberForCardCode, spendCardCode } from '@/services/loyalty/domain/member-card';

// Partner orders: the order id is the idempotency key; an order earns by the brand's rule, capped
// by earnPerOrder and what is left of the daily earning limit (docs/product.md §5) in the member's local
// day. What an order still in progress earns is pending: it sits in the member's pending account,
// counts against the day, and cannot be spent. Completing the order moves it to the wallet as a
// lot; cancelling it gives it back to issuance, whole. A completed order cancelled later takes
// back its own points wherever they went (ledger/cancel-order.ts). Every move is a journal
// transaction.

export type OrderStatus = 'active' | 'completed' | 'cancelled';

export interface OrderReply {
  orderId: string;
  status: OrderStatus;
  earnedPoints: number;
  reversedPoints: number;
  pointBalance: number;
  pendingPoints: number;
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

async function accountBalance(tx: Tx, memberId: string, brand: string, kind: 'wallet' | 'pending') {
  const [r] = await q<{ balance: unknown }>(
    tx,
    sql`select balance from accounts where member_id = ${memberId} and brand_code = ${brand} and kind = ${kind}`,
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

async function replyFor(
  tx: Tx,
  o: OrderRow,
  orderId: string,
  brand: string,
  reversalTx: unknown = o.reversal_tx_id,
): Promise<OrderReply> {
  return {
    orderId,
    status: o.status,
    earnedPoints: num(o.earned_points),
    reversedPoints: await reversedPoints(tx, reversalTx),
    pointBalance: await accountBalance(tx, o.member_id, brand, 'wallet'),
    pendingPoints: o.status === 'active' ? num(o.earned_points) : 0,
  };
}

/** Who an order is for: the phone the partner sent, or the member card code it scanned. */
export type OrderMember = { phoneE164: string } | { cardCode: string; lookupSecret: string };

async function orderMember(tx: Tx, who: OrderMember, now: Date) {
  if ('cardCode' in who) {
    const card = await memberForCardCode(tx, who.lookupSecret, who.cardCode, now);
    return { id: card.memberId, country: card.country, card };
  }
  const [m] = await q<{ id: string; country: 'UAE' | 'KSA' }>(
    tx,
    sql`select id, country from members where phone_e164 = ${who.phoneE164} and deleted_at is null for share`,
  );
  if (!m) throw notFound('No member with this phone number');
  return { ...m, card: null };
}

export async function recordOrder(
  db: Db,
  o: {
    brand: string;
    member: OrderMember;
    orderId: string;
    amountMinor: number;
    status: OrderStatus;
  },
  now: Date,
): Promise<OrderReply> {
  return db.transaction(async (tx) => {
    const m = await orderMember(tx, o.member, now);
    if (!(await activeBrands(tx, m.id)).has(o.brand))
      throw conflict(`The member has not joined ${o.brand}`, 'not_member');
    const inserted = await q<OrderRow>(
      tx,
      sql`insert into orders (member_id, brand_code, external_id, status, amount_minor, created_at, updated_at)
          values (${m.id}, ${o.brand}, ${o.orderId}, ${o.status}, ${o.amountMinor}, ${at(now)}, ${at(now)})
          on conflict (brand_code, external_id) do nothing returning *`,
    );
    if (!inserted[0]) {
      // A replay: the same order must carry the same member, amount and status (docs/quality.md I4).
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
      return replyFor(tx, prev, o.orderId, o.brand);
    }
    const order = inserted[0];
    // A new order: a scanned code must be current and unused (a retry was answered above).
    if (m.card) await spendCardCode(tx, m.card, o, now);
    if (o.status === 'cancelled') return replyFor(tx, order, o.orderId, o.brand);
    await brandRules(tx, o.brand); // an inactive brand is refused as unknown
    const wallet = await ensureWallet(tx, m.id, o.brand, now);
    const pending =
      o.status === 'active' ? await ensureMemberAccount(tx, m.id, o.brand, 'pending', now) : null;
    await lockWallets(tx, pending === null ? [wallet] : [wallet, pending]);
    await expireWallet(tx, wallet, now);
    // ledger_earn caps the points by the brand's rules in the member's local day; an order in
    // progress earns into the pending account (counted today, spendable once done).
    const memo = { brand: o.brand, orderId: o.orderId, amountMinor: o.amountMinor };
    const [earned] = await q<{ o_points: unknown; o_tx: unknown }>(
      tx,
      sql`select o_points, o_tx from ledger_earn(${wallet}::bigint, ${pending}::bigint,
            ${pointsForAmount(o.amountMinor)}::int, ${localDay(m.country, now).key}::date, ${o.orderId},
            ${JSON.stringify(memo)}::jsonb, ${at(now)}, ${order.id}::uuid)`,
    );
    const points = num(earned?.o_points);
    if (points > 0) {
      await tx.execute(
        sql`update orders set earned_points = ${points}, earn_tx_id = ${num(earned!.o_tx)} where id = ${order.id}`,
      );
    }
    return replyFor(tx, { ...order, earned_points: points }, o.orderId, o.brand);
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
    if (order.status === o.status) return replyFor(tx, order, o.orderId, o.brand);
    const earned = num(order.earned_points);
    const [w] = await q<{ id: unknown; status: string; country: 'UAE' | 'KSA' }>(
      tx,
      sql`select a.id, a.status, m.country from accounts a join members m on m.id = a.member_id
          where a.member_id = ${order.member_id} and a.brand_code = ${o.brand} and a.kind = 'wallet'
            and m.deleted_at is null for share of m`,
    );
    let reversalTx: number | null = null;
    if (earned > 0 && w && w.status === 'open') {
      const wallet = num(w.id);
      const cancelled: CancelledOrder = {
        id: order.id,
        externalId: o.orderId,
        memberId: order.member_id,
        brand: o.brand,
        earned,
        earnTxId: order.earn_tx_id === null ? null : num(order.earn_tx_id),
      };
      if (order.status === 'active') {
        const pending = await ensureMemberAccount(tx, order.member_id, o.brand, 'pending', now);
        await lockWallets(tx, [wallet, pending]);
        if (o.status === 'completed') await release(tx, order, o, wallet, pending, earned, now);
        else reversalTx = await reverse(tx, order, o, pending, earned, now);
      } else {
        reversalTx = await reverseCompletedOrder(tx, cancelled, wallet, now);
      }
      if (o.status === 'cancelled') await uncountEarning(tx, cancelled, wallet, w.country);
    }
    await tx.execute(
      sql`update orders set status = ${o.status}, reversal_tx_id = ${reversalTx}, updated_at = ${at(now)}
          where id = ${order.id}`,
    );
    return replyFor(tx, { ...order, status: o.status }, o.orderId, o.brand, reversalTx);
  });
}

type OrderRef = { brand: string; orderId: string };

/**
 * A completed order's pending points become spendable: a lot from today, as any earning, once
 * what the member owes at the brand is paid off.
 */
async function release(
  tx: Tx,
  order: OrderRow,
  o: OrderRef,
  wallet: number,
  pending: number,
  points: number,
  now: Date,
) {
  const txId = await post(tx, {
    kind: 'release',
    memberId: order.member_id,
    ref: o.orderId,
    memo: { brand: o.brand, orderId: o.orderId },
    now,
    entries: [
      { brand: o.brand, account: pending, amount: -points },
      { brand: o.brand, account: wallet, amount: points },
    ],
  });
  const memo = { brand: o.brand, orderId: o.orderId };
  await creditOrderPoints(tx, wallet, points, txId, { id: order.id, ref: o.orderId, memo }, now);
}

/** A cancelled order in progress gives all it earned back: it was never spendable. */
async function reverse(
  tx: Tx,
  order: OrderRow,
  o: OrderRef,
  pending: number,
  points: number,
  now: Date,
) {
  return post(tx, {
    kind: 'reversal',
    memberId: order.member_id,
    ref: o.orderId,
    memo: { brand: o.brand, orderId: o.orderId, earned: points },
    now,
    entries: [
      { brand: o.brand, account: pending, amount: -points },
      { brand: o.brand, account: 'issuance', amount: points },
    ],
  });
}
