import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import { expireWallet } from '@/services/loyalty/ledger/lots';
import { at, num, q } from '@/services/loyalty/ledger/sql';

/**
 * The expiry job (DESIGN §4, QUALITY I7): for each wallet with expired lots, in its own short
 * transaction, lock the wallet (SKIP LOCKED: another replica or a live transfer has it and will
 * expire it itself) and move what is left to breakage. Also expires activated vouchers past
 * their validity. Running it twice changes nothing.
 */
export async function runExpiry(
  db: Db,
  now: Date,
  batch = 500,
): Promise<{ points: number; wallets: number }> {
  const due = await q<{ account_id: unknown; brand_code: string; member_id: string | null }>(
    db,
    sql`select distinct l.account_id, a.brand_code, a.member_id from lots l
        join accounts a on a.id = l.account_id
        where l.remaining > 0 and l.expires_at <= ${at(now)} limit ${batch}`,
  );
  let points = 0;
  let wallets = 0;
  for (const w of due) {
    const id = num(w.account_id);
    points += await db.transaction(async (tx) => {
      const got = await q(tx, sql`select id from accounts where id = ${id} for update skip locked`);
      if (!got.length) return 0;
      wallets += 1;
      return expireWallet(tx, { id, brand: w.brand_code, memberId: w.member_id }, now);
    });
  }
  await db.execute(
    sql`update member_vouchers set status = 'expired'
        where status = 'activated' and expires_at <= ${at(now)}`,
  );
  return { points, wallets };
}
