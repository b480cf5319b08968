import { sql, type SQL } from 'drizzle-orm';
import type { CountryCode } from '@/lib/contract/common';
import type { Db } from '@/services/loyalty/db/client';
import type { LiveSessionRow } from '@/services/loyalty/domain/sessions';
import { TIME_ZONES, localDay } from '@/services/loyalty/ledger/local-day';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';

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

/**
 * A member's balances by id, where no session is in question (a wallet pass's face): the same
 * statement, given a row that names the member and no session.
 */
export async function brandBalances(db: Tx, memberId: string, now: Date): Promise<BrandBalance[]> {
  const whose = sql`select null::uuid as o_session, ${memberId}::uuid as o_member,
    null::text as o_device, false as o_touch`;
  return (await sessionBalances(db, whose, now)).brands;
}

/**
 * The balances of the member whose live session `session` finds (domain/sessions.ts
 * liveSessionOf), in the one statement that finds it: the session, the member's country, every
 * brand's balance and the lots that date its next expiry. The session found is null when there is
 * none, and the handler hands it to ctx.admit (http/define-call.ts) before it answers.
 */
export async function sessionBalances(
  db: Tx,
  session: SQL,
  now: Date,
): Promise<{ session: LiveSessionRow | null; brands: BrandBalance[] }> {
  // The daily earning limit counts in the member's local day: each country's today, picked by the
  // member's country in the statement.
  const today = Object.fromEntries(
    (Object.keys(TIME_ZONES) as CountryCode[]).map((c) => [c, localDay(c, now).key]),
  );
  const rows = await q<LiveSessionRow & Record<string, unknown>>(
    db,
    sql`with who as (${session}),
        m as (select who.*, coalesce(mm.country, 'UAE') as country
              from who left join members mm on mm.id = who.o_member)
        select m.o_session, m.o_member, m.o_device, m.o_touch, m.country,
          b.code, b.name_en, b.name_ar, b.daily_earning_limit, b.earn_per_order,
          exists (select 1 from brand_memberships bm where bm.member_id = m.o_member
                  and bm.brand_code = b.code and bm.status = 'active') as member,
          coalesce((select sum(l.remaining) from lots l where l.account_id = a.id and l.remaining > 0
                    and l.expires_at > ${at(now)}), 0)::int as balance,
          coalesce((select d.points from daily_earnings d where d.account_id = a.id
                    and d.local_day = (${JSON.stringify(today)}::jsonb ->> m.country)::date), 0)::int as today,
          coalesce((select p.balance from accounts p where p.member_id = m.o_member
                    and p.brand_code = b.code and p.kind = 'pending' and p.status = 'open'), 0)::int as pending,
          (select json_agg(json_build_array(l.remaining, l.expires_at) order by l.expires_at)
             from lots l where l.account_id = a.id and l.remaining > 0
               and l.expires_at > ${at(now)}) as lots
        from m
        left join brands b on b.active
        left join accounts a on a.member_id = m.o_member and a.brand_code = b.code
          and a.kind = 'wallet' and a.status = 'open'
        order by b.sort_order`,
  );
  const [first] = rows;
  if (!first) return { session: null, brands: [] };
  const country = first.country as CountryCode;
  return {
    session: first,
    brands: rows
      .filter((r) => r.code !== null)
      .map((r) => {
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
          nextExpiry: nextExpiry(country, (r.lots as [unknown, string][] | null) ?? []),
        };
      }),
  };
}

/**
 * docs/product.md §3 nextExpiry: the points that expire on the soonest expiry day (the member's
 * local day), from a brand's live lots, soonest first.
 */
function nextExpiry(
  country: CountryCode,
  lots: readonly [remaining: unknown, expiresAt: string][],
): BrandBalance['nextExpiry'] {
  const [soonest] = lots;
  if (!soonest) return null;
  const first = new Date(soonest[1]);
  const dayEnd = localDay(country, first).end.getTime();
  const points = lots
    .filter(([, expiresAt]) => new Date(expiresAt).getTime() < dayEnd)
    .reduce((sum, [remaining]) => sum + num(remaining), 0);
  return { points, date: first.toISOString() };
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
