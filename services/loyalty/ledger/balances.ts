import { sql } from 'drizzle-orm';
import type { CountryCode } from '@/lib/contract/common';
import type { Db } from '@/services/loyalty/db/client';
import { localDay } from '@/services/loyalty/ledger/local-day';
import { at, num, q } from '@/services/loyalty/ledger/sql';

// Read models over the ledger: docs/product.md §3 Loyalty brands, the remaining daily limit and the lots
// expiring soon. Balances count unexpired lots only, so a lot past its date never shows even
// before the expiry job has moved it (it equals the wallet balance once the job ran, I7).

export interface BrandBalance {
  code: string;
  nameEn: string;
  nameAr: string;
  pointBalance: number;
  pendingPoints: number;
  isLoyaltyMember: boolean;
  dailyEarningLimit: number;
  earnPerOrder: number;
  totalDailyEarnPoint: number;
  nextExpiry: { points: number; date: string } | null;
}

export async function brandBalances(db: Db, memberId: string, now: Date): Promise<BrandBalance[]> {
  const [m] = await q<{ country: CountryCode }>(
    db,
    sql`select country from members where id = ${memberId}`,
  );
  const day = localDay(m?.country ?? 'UAE', now);
  const rows = await q<Record<string, unknown>>(
    db,
    sql`select b.code, b.name_en, b.name_ar, b.daily_earning_limit, b.earn_per_order,
          exists (select 1 from brand_memberships bm where bm.member_id = ${memberId}
                  and bm.brand_code = b.code and bm.status = 'active') as member,
          coalesce((select sum(l.remaining) from lots l where l.account_id = a.id and l.remaining > 0
                    and l.expires_at > ${at(now)}), 0)::int as balance,
          coalesce((select d.points from daily_earnings d where d.account_id = a.id
                    and d.local_day = ${day.key}::date), 0)::int as today,
          coalesce((select p.balance from accounts p where p.member_id = ${memberId}
                    and p.brand_code = b.code and p.kind = 'pending' and p.status = 'open'), 0)::int as pending
        from brands b
        left join accounts a on a.member_id = ${memberId} and a.brand_code = b.code
          and a.kind = 'wallet' and a.status = 'open'
        where b.active order by b.sort_order`,
  );
  // docs/product.md §3 nextExpiry: the points that expire on the soonest expiry day (the member's local day).
  const live = await q<{ code: string; remaining: unknown; expires_at: string | Date }>(
    db,
    sql`select a.brand_code as code, l.remaining, l.expires_at from lots l
        join accounts a on a.id = l.account_id
        where a.member_id = ${memberId} and a.kind = 'wallet' and a.status = 'open'
          and l.remaining > 0 and l.expires_at > ${at(now)}
        order by l.expires_at`,
  );
  const next = new Map<string, { points: number; date: string; dayEnd: number }>();
  for (const l of live) {
    const t = new Date(l.expires_at);
    const seen = next.get(l.code);
    if (!seen) {
      const day = localDay(m?.country ?? 'UAE', t);
      next.set(l.code, {
        points: num(l.remaining),
        date: t.toISOString(),
        dayEnd: day.end.getTime(),
      });
    } else if (t.getTime() < seen.dayEnd) seen.points += num(l.remaining);
  }
  return rows.map((r) => {
    const code = String(r.code);
    return {
      code,
      nameEn: String(r.name_en),
      nameAr: String(r.name_ar),
      pointBalance: num(r.balance),
      pendingPoints: num(r.pending),
      isLoyaltyMember: Boolean(r.member),
      dailyEarningLimit: num(r.daily_earning_limit),
      earnPerOrder: num(r.earn_per_order),
      totalDailyEarnPoint: num(r.today),
      nextExpiry: next.has(code)
        ? { points: next.get(code)!.points, date: next.get(code)!.date }
        : null,
    };
  });
}

export interface ExpiringLot {
  brand: string;
  points: number;
  expiresAt: string;
}

export async function expiringSoon(
  db: Db,
  memberId: string,
  now: Date,
  days: number,
): Promise<ExpiringLot[]> {
  const until = new Date(now.getTime() + days * 86_400_000);
  const rows = await q<{ brand_code: string; remaining: unknown; expires_at: string | Date }>(
    db,
    sql`select a.brand_code, l.remaining, l.expires_at from lots l join accounts a on a.id = l.account_id
        where a.member_id = ${memberId} and a.kind = 'wallet' and a.status = 'open' and l.remaining > 0
          and l.expires_at > ${at(now)} and l.expires_at <= ${at(until)}
        order by l.expires_at, l.id`,
  );
  return rows.map((r) => ({
    brand: r.brand_code,
    points: num(r.remaining),
    expiresAt: new Date(r.expires_at).toISOString(),
  }));
}
