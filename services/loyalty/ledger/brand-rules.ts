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
 * Every pair of active brands must allow some transfer (docs/product.md §5): a rate between them, and the
 * smallest legal transfer (the minimum) must not bring the target more than it may receive in one
 * transfer or one day. Larger transfers bring more, so when the minimum is too much, no transfer
 * is possible and a member could never reach the brand. The service refuses to start then.
 */
export async function checkEveryTransferPossible(tx: Tx, minimum: number): Promise<void> {
  const rows = await q<{ src: string; dst: string; receive: unknown; cap: unknown }>(
    tx,
    sql`select s.code as src, t.code as dst,
          case when r.numerator is null then null else (${minimum}::bigint * r.numerator) / r.denominator end as receive,
          least(t.earn_per_order, t.daily_earning_limit) as cap
        from brands s cross join brands t
        left join exchange_rates r on r.from_brand = s.code and r.to_brand = t.code
        where s.active and t.active and s.code <> t.code
        order by s.code, t.code`,
  );
  const impossible = rows
    .filter((r) => r.receive === null || num(r.receive) > num(r.cap) || num(r.cap) < 1)
    .map((r) =>
      r.receive === null
        ? `${r.src}→${r.dst}: no exchange rate`
        : `${r.src}→${r.dst}: ${minimum} points bring ${num(r.receive)}, more than the ${num(r.cap)} ${r.dst} may receive at once`,
    );
  if (impossible.length)
    throw new Error(`Brand rules allow no transfer between some brands: ${impossible.join('; ')}`);
}
