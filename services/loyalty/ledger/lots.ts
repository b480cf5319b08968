import { sql, type SQL } from 'drizzle-orm';
import { post } from '@/services/loyalty/ledger/post';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';

// Earned points are lots with an expiry (docs/architecture.md §4, docs/quality.md I7). Callers hold the wallet's lock.

/** When points credited at `now` expire: the brand's lifetime, as a month count. */
export function lotExpiry(now: Date, expiryMonths: number): Date {
  const expires = new Date(now);
  expires.setUTCMonth(expires.getUTCMonth() + expiryMonths);
  return expires;
}

export async function addLot(
  tx: Tx,
  wallet: number,
  points: number,
  txId: number,
  now: Date,
  expiryMonths: number,
): Promise<void> {
  await addLotUntil(tx, wallet, points, txId, now, lotExpiry(now, expiryMonths));
}

/** A lot with an expiry of its own (points given back keep the expiry they had). */
export async function addLotUntil(
  tx: Tx,
  wallet: number,
  points: number,
  txId: number,
  now: Date,
  expires: Date,
): Promise<void> {
  await tx.execute(sql`
    insert into lots (account_id, points, remaining, expires_at, created_at, tx_id)
    values (${wallet}, ${points}, ${points}, ${at(expires)}, ${at(now)}, ${txId})`);
}

/** Points taken from one lot, and when that lot expires. */
export type Taken = { points: number; expiresAt: string };

/**
 * Takes `points` from the wallet's live lots, soonest-expiring first (ties: oldest lot), in one
 * statement, and says what it took from which expiry. A preferred lot (the order being
 * reversed) is drained before the others.
 */
export async function takeFromLots(
  tx: Tx,
  wallet: number,
  points: number,
  now: Date,
  preferLotTx: number | null = null,
): Promise<Taken[]> {
  const rows = await q<{ taken: unknown; expires_at: string | Date }>(
    tx,
    sql`with ${takeCtes(wallet, points, now, preferLotTx)} select taken, expires_at from took`,
  );
  assertTaken(
    rows.reduce((s, r) => s + num(r.taken), 0),
    points,
  );
  return rows.map((r) => ({
    points: num(r.taken),
    expiresAt: new Date(r.expires_at).toISOString(),
  }));
}

/** The lot-taking of takeFromLots as WITH clauses ending in `took(taken)`. */
export function takeCtes(
  wallet: number,
  points: number,
  now: Date,
  preferLotTx: number | null = null,
): SQL {
  return sql`c as (
      select id, remaining,
        sum(remaining) over (order by (tx_id = ${preferLotTx ?? -1}) desc, expires_at, id) as run
      from lots where account_id = ${wallet} and remaining > 0 and expires_at > ${at(now)}),
    take as (select id, least(remaining, ${points} - (run - remaining)) as t from c where run - remaining < ${points}),
    took as (update lots l set remaining = l.remaining - take.t from take where l.id = take.id
      returning take.t as taken, l.expires_at)`;
}

export function assertTaken(taken: number, points: number): void {
  if (taken !== points) throw new Error('ledger: lots do not cover the wallet balance');
}

/**
 * Moves what is left of the wallet's expired lots to breakage, one journal transaction per expiry
 * date (the history dates an expiry by the lots', not by when this ran). Running it again finds
 * nothing left (I7). Returns the points expired.
 */
export async function expireWallet(
  tx: Tx,
  wallet: { id: number; brand: string; memberId: string | null },
  now: Date,
): Promise<number> {
  const rows = await q<{ id: unknown; left: unknown; expires_at: Date | string }>(
    tx,
    sql`update lots l set remaining = 0
        from (select id, remaining from lots
              where account_id = ${wallet.id} and remaining > 0 and expires_at <= ${at(now)}
              for update) old
        where l.id = old.id
        returning l.id, old.remaining as left, l.expires_at`,
  );
  const byDate = new Map<string, { points: number; lots: string[] }>();
  for (const r of rows) {
    const when = new Date(r.expires_at).toISOString();
    const group = byDate.get(when) ?? { points: 0, lots: [] };
    group.points += num(r.left);
    group.lots.push(String(num(r.id)));
    byDate.set(when, group);
  }
  let points = 0;
  for (const [expiredAt, group] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) {
    await post(tx, {
      kind: 'expiry',
      memberId: wallet.memberId,
      ref: group.lots.join(','),
      memo: { brand: wallet.brand, lots: group.lots.length, expiredAt },
      now,
      entries: [
        { brand: wallet.brand, account: wallet.id, amount: -group.points },
        { brand: wallet.brand, account: 'breakage', amount: group.points },
      ],
    });
    points += group.points;
  }
  return points;
}
