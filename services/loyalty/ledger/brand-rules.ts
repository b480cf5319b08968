import { sql } from 'drizzle-orm';
import { badRequest } from '@/services/loyalty/http/errors';
import { num, q, type Tx } from '@/services/loyalty/ledger/sql';

export interface BrandRules {
  code: string;
  nameEn: string;
  nameAr: string;
  dailyEarningLimit: number;
  earnPerOrder: number;
  joiningBonusPts: number;
  pointExpiryMonths: number;
}

export async function brandRules(tx: Tx, code: string): Promise<BrandRules> {
  const [r] = await q<Record<string, unknown>>(
    tx,
    sql`select code, name_en, name_ar, daily_earning_limit, earn_per_order, joining_bonus_pts,
               point_expiry_months from brands where code = ${code} and active`,
  );
  if (!r) throw badRequest('brand', 'Unknown brand');
  return {
    code: String(r.code),
    nameEn: String(r.name_en),
    nameAr: String(r.name_ar),
    dailyEarningLimit: num(r.daily_earning_limit),
    earnPerOrder: num(r.earn_per_order),
    joiningBonusPts: num(r.joining_bonus_pts),
    pointExpiryMonths: num(r.point_expiry_months),
  };
}

/**
 * Points a wallet earned in [start, end): order earnings and transfers in (SPEC §5 counts what
 * the member earned that day; joining bonuses and reversals do not count).
 */
export async function earnedBetween(tx: Tx, wallet: number, start: Date, end: Date): Promise<number> {
  const [r] = await q<{ n: unknown }>(
    tx,
    sql`select coalesce(sum(e.amount), 0)::int as n from journal_entries e
        join journal_transactions t on t.id = e.tx_id
        where e.account_id = ${wallet} and e.amount > 0 and t.kind in ('earn', 'transfer')
          and e.created_at >= ${start.toISOString()}::timestamptz
          and e.created_at < ${end.toISOString()}::timestamptz`,
  );
  return num(r?.n);
}
