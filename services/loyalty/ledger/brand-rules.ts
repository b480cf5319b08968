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

/** Points a wallet earned on a local day (SPEC §5: orders and transfers in, not bonuses). */
export async function earnedOn(tx: Tx, wallet: number, day: string): Promise<number> {
  const [r] = await q<{ n: unknown }>(
    tx,
    sql`select points as n from daily_earnings where account_id = ${wallet} and local_day = ${day}::date`,
  );
  return num(r?.n);
}

/** Counts an earning against the day; the caller holds the wallet lock. */
export const addEarned = (wallet: number, day: string, points: number) =>
  sql`insert into daily_earnings (account_id, local_day, points) values (${wallet}, ${day}::date, ${points})
      on conflict (account_id, local_day) do update set points = daily_earnings.points + excluded.points`;
