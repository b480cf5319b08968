import { sql } from 'drizzle-orm';
import { lockWallets } from '@/services/loyalty/ledger/accounts';
import { expireWallet, takeFromLots } from '@/services/loyalty/ledger/lots';
import { post } from '@/services/loyalty/ledger/post';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';

/**
 * QUALITY I10: a deleted account's wallets are closed by a journal transaction that moves what
 * is left to breakage; the journal stays (it holds no personal data). The caller holds the
 * member row's update lock (amr-delete).
 */
export async function closeWallets(tx: Tx, memberId: string, now: Date): Promise<void> {
  const rows = await q<{ id: unknown; brand_code: string }>(
    tx,
    sql`select id, brand_code from accounts where member_id = ${memberId} and kind = 'wallet' and status = 'open'`,
  );
  if (!rows.length) return;
  const locked = await lockWallets(
    tx,
    rows.map((r) => num(r.id)),
  );
  for (const w of locked.values()) {
    const expired = await expireWallet(tx, { id: w.id, brand: w.brand, memberId }, now);
    const left = w.balance - expired;
    if (left > 0) {
      await post(tx, {
        kind: 'close',
        memberId,
        ref: String(w.id),
        memo: { brand: w.brand },
        now,
        entries: [
          { brand: w.brand, account: w.id, amount: -left },
          { brand: w.brand, account: 'breakage', amount: left },
        ],
      });
      await takeFromLots(tx, w.id, left, now);
    }
    await tx.execute(
      sql`update accounts set status = 'closed', closed_at = ${at(now)} where id = ${w.id}`,
    );
  }
  await tx.execute(
    sql`update member_vouchers set status = 'expired' where member_id = ${memberId} and status in ('unlocked', 'activated')`,
  );
}
