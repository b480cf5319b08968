import { sql } from 'drizzle-orm';
import type { CountryCode } from '@/lib/contract/common';
import type { Db } from '@/services/loyalty/db/client';
import { localDay } from '@/services/loyalty/ledger/local-day';
import { at, num, q } from '@/services/loyalty/ledger/sql';
import type { BrandPoints } from '@/services/loyalty/reminders/text';

// Points expiring are reminded of by the day they expire on in the member's country, every brand
// together (docs/product.md §4 Reminders): the day is what a notice records, and what it says is
// read from the lots when it is sent.

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The day (YYYY-MM-DD) in the member's country that `instant` falls on. */
export function expiryDay(country: CountryCode, instant: Date): string {
  return localDay(country, instant).key;
}

/** Each brand's points still to expire on `day`, most first, and the soonest expiry of them. */
export async function pointsExpiringOn(
  db: Db,
  memberId: string,
  country: CountryCode,
  day: string,
  now: Date,
): Promise<{ brands: BrandPoints[]; expiresAt: Date } | null> {
  // Noon UTC falls on the same date in both countries' zones (UTC+3, UTC+4).
  const { start, end } = localDay(country, new Date(`${day}T12:00:00Z`));
  const rows = await q<{
    brand_code: string;
    name_en: string;
    name_ar: string;
    points: unknown;
    expires_at: string | Date;
  }>(
    db,
    sql`select a.brand_code, b.name_en, b.name_ar, sum(l.remaining) as points,
          min(l.expires_at) as expires_at
        from lots l
        join accounts a on a.id = l.account_id and a.kind = 'wallet' and a.status = 'open'
        join brands b on b.code = a.brand_code
        where a.member_id = ${memberId} and l.remaining > 0 and l.expires_at > ${at(now)}
          and l.expires_at >= ${at(start)} and l.expires_at < ${at(end)}
        group by a.brand_code, b.name_en, b.name_ar, b.sort_order
        order by sum(l.remaining) desc, b.sort_order`,
  );
  const brands = rows
    .map((r) => ({
      brandCode: r.brand_code,
      brandName: { en: r.name_en, ar: r.name_ar },
      points: num(r.points),
    }))
    .filter((b) => b.points > 0);
  if (brands.length === 0) return null;
  const soonest = Math.min(...rows.map((r) => new Date(r.expires_at).getTime()));
  return { brands, expiresAt: new Date(soonest) };
}

/**
 * The day a points-expiring notice is about: its subject at its own threshold. A notice recorded
 * per lot, before reminders were counted by day, is about the day of its soonest lot still to
 * expire.
 */
export async function noticeDay(
  db: Db,
  noticeId: number,
  thresholdDays: number,
  country: CountryCode,
  now: Date,
): Promise<string | null> {
  const subjects = (
    await q<{ subject: string }>(
      db,
      sql`select subject from reminders
          where notice_id = ${noticeId} and threshold_days = ${thresholdDays}`,
    )
  ).map((r) => r.subject);
  const day = subjects.find((s) => DAY_KEY.test(s));
  if (day) return day;
  const lotIds = subjects.filter((s) => /^\d+$/.test(s));
  if (lotIds.length === 0) return null;
  const [soonest] = await q<{ expires_at: string | Date | null }>(
    db,
    sql`select min(expires_at) as expires_at from lots
        where id in (${sql.join(
          lotIds.map((id) => sql`${id}::bigint`),
          sql`, `,
        )}) and remaining > 0 and expires_at > ${at(now)}`,
  );
  return soonest?.expires_at ? expiryDay(country, new Date(soonest.expires_at)) : null;
}
