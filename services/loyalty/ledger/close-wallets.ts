import { sql } from 'drizzle-orm';
import { lockWallets } from '@/services/loyalty/ledger/accounts';
import { expireWallet, takeFromLots } from '@/services/loyalty/ledger/lots';
import { post } from '@/services/loyalty/ledger/post';
import { refundVouchersOf } from '@/services/loyalty/ledger/vouchers';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';

/**
 * docs/quality.md I10: a deleted account's wallets and pending accounts are closed by journal
 * transactions that move what is left to breakage, its activated vouchers' points given back to
 * the wallet first; what it owed is written off back to issuance (those points stay issued); the
 * journal stays (it holds no personal data). The caller holds the member
 * row's update lock (amr-delete), and no order of the member is in progress (docs/product.md §8).
 */
export async function closeWallets(tx: Tx, memberId: string, now: Date): Promise<void> {
  const rows = await q<{ id: unknown; brand_code: string; kind: string }>(
    tx,
    sql`select id, brand_code, kind from accounts
        where member_id = ${memberId} and kind in ('wallet', 'pending', 'owed') and status = 'open'`,
  );
  if (!rows.length) return;
  const wallets = new Set(rows.filter((r) => r.kind === 'wallet').map((r) => num(r.id)));
  const owed = new Set(rows.filter((r) => r.kind === 'owed').map((r) => num(r.id)));
  const locked = await lockWallets(
    tx,
    rows.map((r) => num(r.id)),
  );
  for (const w of locked.values()) {
    const isWallet = wallets.has(w.id);
    const account = { id: w.id, brand: w.brand, memberId };
    const back = isWallet ? await refundVouchersOf(tx, account, now, { unexpired: true }) : 0;
    const expired = isWallet ? await expireWallet(tx, w.id, now) : 0;
    const left = w.balance + back - expired;
    if (left !== 0) {
      // What is left lapses to breakage; what is owed is written off back to issuance.
      const to = owed.has(w.id) ? 'issuance' : 'breakage';
      await post(tx, {
        kind: 'close',
        memberId,
        ref: String(w.id),
        memo: { brand: w.brand },
        now,
        entries: [
          { brand: w.brand, account: w.id, amount: -left },
          { brand: w.brand, account: to, amount: left },
        ],
      });
      if (isWallet) await takeFromLots(tx, w.id, left, now);
    }
    await tx.execute(
      sql`update accounts set status = 'closed', closed_at = ${at(now)} where id = ${w.id}`,
    );
  }
  // An unlocked voucher is only an intention: no code, no points, no journal entry. It cannot be
  // marked expired without a code (member_vouchers_coupon_when_active), so it goes.
  await tx.execute(
    sql`delete from member_vouchers where member_id = ${memberId} and status = 'unlocked'`,
  );
}
