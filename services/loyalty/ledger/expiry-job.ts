import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import { expireWallet } from '@/services/loyalty/ledger/lots';
import { refundVouchersOf } from '@/services/loyalty/ledger/vouchers';
import { at, num, q } from '@/services/loyalty/ledger/sql';

/**
 * The expiry job (docs/architecture.md §4, docs/quality.md I7): for each wallet with expired lots or activated vouchers
 * past their validity, in its own short transaction, lock the wallet (SKIP LOCKED: another replica
 * or a live transfer has it and will settle it itself), give the unused vouchers' points back and
 * move what is left of lapsed lots to breakage. Running it twice changes nothing. With `memberId`,
 * only that member's wallets: the history expires on read, so a lot the balance no longer counts
 * is already a row there (docs/product.md §3 Transaction history).
 */
export async function runExpiry(
  db: Db,
  now: Date,
  batch = 500,
  memberId: string | null = null,
): Promise<{ points: number; wallets: number }> {
  const due = await q<{ account_id: unknown; brand_code: string; member_id: string | null }>(
    db,
    sql`select distinct a.id as account_id, a.brand_code, a.member_id from accounts a
        where a.kind = 'wallet' and a.status = 'open'
          ${memberId === null ? sql`` : sql`and a.member_id = ${memberId}`} and (
          exists (select 1 from lots l where l.account_id = a.id and l.remaining > 0
                  and l.expires_at <= ${at(now)})
          or exists (select 1 from member_vouchers v where v.member_id = a.member_id
                     and v.brand_code = a.brand_code and v.status = 'activated'
                     and v.expires_at <= ${at(now)}))
        limit ${batch}`,
  );
  let points = 0;
  let wallets = 0;
  for (const w of due) {
    const id = num(w.account_id);
    points += await db.transaction(async (tx) => {
      const got = await q(tx, sql`select id from accounts where id = ${id} for update skip locked`);
      if (!got.length) return 0;
      wallets += 1;
      const wallet = { id, brand: w.brand_code, memberId: w.member_id };
      await refundVouchersOf(tx, wallet, now);
      return expireWallet(tx, id, now);
    });
  }
  return { points, wallets };
}
