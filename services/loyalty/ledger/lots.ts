import { sql } from 'drizzle-orm';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';

// Earned points are lots with an expiry (docs/architecture.md §4, docs/quality.md I7). The rules
// (a lot's lifetime, which lots are spent first, expiry to breakage) are ledger functions in
// ledger/ledger.sql; these are their callers. Callers hold the wallet's lock.

/**
 * Credits a lot of journal transaction `txId` (ledger_add_lot): it expires at `expires` when
 * given (points given back keep the expiry they had), else after the brand's lifetime; `orderId`
 * is the order whose points these are, if any (docs/product.md §4 Cancelled orders).
 */
export async function addLot(
  tx: Tx,
  wallet: number,
  points: number,
  txId: number,
  now: Date,
  expires: Date | null = null,
  orderId: string | null = null,
): Promise<void> {
  await tx.execute(
    sql`select ledger_add_lot(${wallet}::bigint, ${points}::int, ${txId}::bigint, ${at(now)},
          ${expires ? expires.toISOString() : null}::timestamptz, ${orderId}::uuid)`,
  );
}

/**
 * An order's points reaching the wallet (a completed order's release): what the member owes at
 * the brand is paid off first (ledger_settle_owed), the rest becomes the order's lot. The journal
 * transaction `txId` has credited the wallet with all `points`.
 */
export async function creditOrderPoints(
  tx: Tx,
  wallet: number,
  points: number,
  txId: number,
  order: { id: string; ref: string; memo: Record<string, unknown> },
  now: Date,
): Promise<void> {
  const [row] = await q<{ settled: unknown }>(
    tx,
    sql`select ledger_settle_owed(${wallet}::bigint, ${points}::int, ${order.ref},
          ${JSON.stringify(order.memo)}::jsonb, ${at(now)}) as settled`,
  );
  const rest = points - num(row?.settled);
  if (rest > 0) await addLot(tx, wallet, rest, txId, now, null, order.id);
}

/** Points taken from one lot: when that lot expires, and the order they came from, if any. */
export type Taken = { points: number; expiresAt: string; orderId?: string };

/**
 * Takes `points` from the wallet's live lots (ledger_take_lots: soonest-expiring first, ties:
 * oldest lot) and says what it took from which expiry and order.
 */
export async function takeFromLots(
  tx: Tx,
  wallet: number,
  points: number,
  now: Date,
): Promise<Taken[]> {
  const rows = await q<{ o_taken: unknown; o_expires_at: string | Date; order_id: string | null }>(
    tx,
    sql`select t.o_taken, t.o_expires_at, l.order_id
        from ledger_take_lots(${wallet}::bigint, ${points}::int, ${at(now)}) t
        join lots l on l.id = t.o_lot`,
  );
  return rows.map((r) => ({
    points: num(r.o_taken),
    expiresAt: new Date(r.o_expires_at).toISOString(),
    ...(r.order_id ? { orderId: r.order_id } : {}),
  }));
}

/**
 * Moves what is left of the wallet's expired lots to breakage (ledger_expire_lots, I7); running it
 * again finds nothing left. Returns the points expired.
 */
export async function expireWallet(tx: Tx, wallet: number, now: Date): Promise<number> {
  const [row] = await q<{ points: unknown }>(
    tx,
    sql`select ledger_expire_lots(${wallet}::bigint, ${at(now)}) as points`,
  );
  return num(row?.points);
}
