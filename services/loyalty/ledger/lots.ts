import { sql } from 'drizzle-orm';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';

// Earned points are lots with an expiry (docs/architecture.md §4, docs/quality.md I7). The rules
// (a lot's lifetime, which lots are spent first, expiry to breakage) are ledger functions in
// ledger/ledger.sql; these are their callers. Callers hold the wallet's lock.

/**
 * Credits a lot of journal transaction `txId` (ledger_add_lot): it expires at `expires` when
 * given (points given back keep the expiry they had), else after the brand's lifetime.
 */
export async function addLot(
  tx: Tx,
  wallet: number,
  points: number,
  txId: number,
  now: Date,
  expires: Date | null = null,
): Promise<void> {
  await tx.execute(
    sql`select ledger_add_lot(${wallet}::bigint, ${points}::int, ${txId}::bigint, ${at(now)},
          ${expires ? expires.toISOString() : null}::timestamptz)`,
  );
}

/** Points taken from one lot, and when that lot expires. */
export type Taken = { points: number; expiresAt: string };

/**
 * Takes `points` from the wallet's live lots (ledger_take_lots: soonest-expiring first, ties:
 * oldest lot; a preferred lot, the order being reversed, first) and says what it took from which
 * expiry.
 */
export async function takeFromLots(
  tx: Tx,
  wallet: number,
  points: number,
  now: Date,
  preferLotTx: number | null = null,
): Promise<Taken[]> {
  const rows = await q<{ o_taken: unknown; o_expires_at: string | Date }>(
    tx,
    sql`select o_taken, o_expires_at from ledger_take_lots(${wallet}::bigint, ${points}::int, ${at(now)},
          ${preferLotTx}::bigint)`,
  );
  return rows.map((r) => ({
    points: num(r.o_taken),
    expiresAt: new Date(r.o_expires_at).toISOString(),
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
