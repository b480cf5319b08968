import { sql } from 'drizzle-orm';
import type { CountryCode } from '@/lib/contract/common';
import { ensureMemberAccount, lockWallets } from '@/services/loyalty/ledger/accounts';
import { localDay } from '@/services/loyalty/ledger/local-day';
import { expireWallet } from '@/services/loyalty/ledger/lots';
import { post, type Entry } from '@/services/loyalty/ledger/post';
import { num, q, type Tx } from '@/services/loyalty/ledger/sql';
import { refundVouchersOf, voidVouchersOfOrder } from '@/services/loyalty/ledger/vouchers';

// docs/product.md §4 Cancelled orders: a cancelled order takes back its own points and never
// mints any. Its points are traced through the lots that carry its id (lots.order_id): what is
// left of them in the wallet is taken back; unredeemed vouchers they funded are voided (their
// other points given back); what lapsed is gone already; and whatever remains — spent on a
// redeemed voucher, or moved to another brand — is owed at the brand (the owed account), paid off
// from the member's next earnings there (ledger_settle_owed). Nothing is taken from other lots,
// such as a joining bonus. The order no longer counts against the day it earned on.

export interface CancelledOrder {
  id: string;
  externalId: string;
  memberId: string;
  brand: string;
  earned: number;
  earnTxId: number | null;
}

/** The order's earning no longer counts against the member's local day it was earned on (I6). */
export async function uncountEarning(
  tx: Tx,
  o: CancelledOrder,
  wallet: number,
  country: CountryCode,
): Promise<void> {
  if (o.earned <= 0 || o.earnTxId === null) return;
  const [earn] = await q<{ created_at: string | Date }>(
    tx,
    sql`select created_at from journal_transactions where id = ${o.earnTxId}`,
  );
  if (!earn) return;
  const day = localDay(country, new Date(earn.created_at)).key;
  await tx.execute(sql`update daily_earnings set points = points - ${o.earned}
                       where account_id = ${wallet} and local_day = ${day}::date`);
}

/**
 * A completed order cancelled afterwards. Returns the reversal's journal transaction, or null
 * when nothing was left to take back or owe (its points had all lapsed).
 */
export async function reverseCompletedOrder(
  tx: Tx,
  o: CancelledOrder,
  wallet: number,
  now: Date,
): Promise<number | null> {
  await lockWallets(tx, [wallet]);
  // Lapsed vouchers give their points back first (with their origin), then lapsed lots expire:
  // what is left is exactly where the order's points are now.
  await refundVouchersOf(tx, { id: wallet, brand: o.brand, memberId: o.memberId }, now);
  await expireWallet(tx, wallet, now);
  const voided = await voidVouchersOfOrder(
    tx,
    { id: wallet, brand: o.brand, memberId: o.memberId },
    o,
    now,
  );
  const [lots] = await q<{ left: unknown; lapsed: unknown }>(
    tx,
    sql`select coalesce(sum(remaining) filter (where account_id = ${wallet}), 0)::int as left,
               coalesce(sum(expired), 0)::int as lapsed
        from lots where order_id = ${o.id}`,
  );
  const left = num(lots?.left);
  const owed = Math.max(0, o.earned - left - voided - num(lots?.lapsed));
  if (left + owed === 0) return null;
  const entries: Entry[] = [{ brand: o.brand, account: 'issuance', amount: left + owed }];
  if (left > 0) entries.push({ brand: o.brand, account: wallet, amount: -left });
  if (owed > 0)
    entries.push({
      brand: o.brand,
      account: await ensureMemberAccount(tx, o.memberId, o.brand, 'owed', now),
      amount: -owed,
    });
  const txId = await post(tx, {
    kind: 'reversal',
    memberId: o.memberId,
    ref: o.externalId,
    memo: { brand: o.brand, orderId: o.externalId, earned: o.earned, voided, owed },
    now,
    entries,
  });
  // The order's own lots, all of what is left of them: taken by key, not soonest-first.
  if (left > 0)
    await tx.execute(sql`update lots set remaining = 0
                         where order_id = ${o.id} and account_id = ${wallet} and remaining > 0`);
  return txId;
}
