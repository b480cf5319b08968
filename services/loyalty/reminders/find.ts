import { sql } from 'drizzle-orm';
import type { CountryCode } from '@/lib/contract/common';
import type { Db } from '@/services/loyalty/db/client';
import type { NoticeKind } from '@/services/loyalty/db/schema-reminders';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';
import { expiryDay } from '@/services/loyalty/reminders/expiring';

// The reminder job's first half: find what a member should hear about now and record it, once.

/** Points are reminded of 30, 7 and 1 day before the day they expire on. */
export const POINT_THRESHOLDS_DAYS = [30, 7, 1] as const;
/**
 * A points-expiring notice is about a day, every brand's points together (docs/product.md §4
 * Reminders), so its brand_code names none; the brands are read when it is sent.
 */
const EVERY_BRAND = '*';
/** An activated voucher is reminded of in its last 24 hours. */
const VOUCHER_WINDOW_HOURS = 24;
/** Points earned are told of while the order is this recent (an order completed at night waits). */
const EARNED_WINDOW_HOURS = 48;
const BATCH = 2000;
const DAY_MS = 86_400_000;

export interface DueNotice {
  memberId: string;
  kind: NoticeKind;
  brandCode: string;
  thresholdDays: number;
  /**
   * What it covers, each with the thresholds to record: the day points expire on (YYYY-MM-DD in
   * the member's country), or the one voucher or order id.
   */
  subjects: { subject: string; thresholds: number[] }[];
}

/** Every notice due at `now` for members whose daytime it is, not yet recorded. */
export async function findDueNotices(
  db: Db,
  now: Date,
  countries: CountryCode[],
): Promise<DueNotice[]> {
  if (countries.length === 0) return [];
  // Only members someone can reach: a reminder due while a member has no channel is kept for
  // when they turn one on, as long as it is still due.
  const inCountries = sql`m.deleted_at is null and m.country in (${sql.join(
    countries.map((c) => sql`${c}`),
    sql`, `,
  )}) and (exists (select 1 from push_subscriptions p
                   join sessions s on s.id = p.session_id and s.revoked_at is null
                   where p.member_id = m.id)
           or exists (select 1 from member_permissions mp where mp.member_id = m.id
                      and mp.type in ('sms', 'whatsapp') and mp.status = 'activated'))`;
  const [lots, vouchers, orders] = await Promise.all([
    q<{
      expires_at: Date | string;
      member_id: string;
      country: CountryCode;
      done: number[] | null;
    }>(
      db,
      sql`select l.expires_at, a.member_id, m.country,
            (select array_agg(r.threshold_days) from reminders r
             where r.member_id = a.member_id and r.kind = 'points_expiring'
               and r.subject = l.id::text) as done
          from lots l
          join accounts a on a.id = l.account_id and a.kind = 'wallet' and a.status = 'open'
          join members m on m.id = a.member_id
          where l.remaining > 0 and l.expires_at > ${at(now)}
            and l.expires_at <= ${at(new Date(now.getTime() + POINT_THRESHOLDS_DAYS[0] * DAY_MS))}
            and ${inCountries}
          order by l.expires_at limit ${BATCH}`,
    ),
    q<{ id: string; member_id: string; brand_code: string }>(
      db,
      sql`select v.id, v.member_id, v.brand_code from member_vouchers v
          join members m on m.id = v.member_id
          where v.status = 'activated' and v.expires_at > ${at(now)}
            and v.expires_at <= ${at(new Date(now.getTime() + VOUCHER_WINDOW_HOURS * 3_600_000))}
            and ${inCountries}
            and not exists (select 1 from reminders r where r.member_id = v.member_id
              and r.kind = 'voucher_expiring' and r.subject = v.id::text)
          limit ${BATCH}`,
    ),
    q<{ id: string; member_id: string; brand_code: string }>(
      db,
      sql`select o.id, o.member_id, o.brand_code from orders o
          join members m on m.id = o.member_id
          where o.status = 'completed' and o.earned_points > 0
            and o.updated_at > ${at(new Date(now.getTime() - EARNED_WINDOW_HOURS * 3_600_000))}
            and ${inCountries}
            and not exists (select 1 from reminders r where r.member_id = o.member_id
              and r.kind = 'points_earned' and r.subject = o.id::text)
          limit ${BATCH}`,
    ),
  ]);
  const notices = await expiringNotices(db, now, lots);
  const single = (kind: NoticeKind, thresholdDays: number) => (r: (typeof vouchers)[number]) => ({
    memberId: r.member_id,
    kind,
    brandCode: r.brand_code,
    thresholdDays,
    subjects: [{ subject: r.id, thresholds: [thresholdDays] }],
  });
  return [
    ...notices,
    ...vouchers.map(single('voucher_expiring', 1)),
    ...orders.map(single('points_earned', 0)),
  ];
}

interface ExpiringLot {
  expires_at: Date | string;
  member_id: string;
  country: CountryCode;
  /** Thresholds this lot was reminded at, by a notice recorded per lot (before reminders by day). */
  done: number[] | null;
}

/**
 * One notice per member and day points expire on (docs/product.md §4 Reminders), at the tightest
 * threshold the day's soonest lot has reached, unless the day was reminded at it: by a notice of
 * the day, or by notices recorded per lot that covered every lot of the day.
 */
async function expiringNotices(db: Db, now: Date, lots: ExpiringLot[]): Promise<DueNotice[]> {
  const days = new Map<
    string,
    { memberId: string; day: string; soonest: number; perLot: Set<number> }
  >();
  for (const lot of lots) {
    const expires = new Date(lot.expires_at);
    const day = expiryDay(lot.country, expires);
    const key = `${lot.member_id}|${day}`;
    const lotDone = new Set((lot.done ?? []).map(num));
    const seen = days.get(key);
    if (!seen) {
      days.set(key, { memberId: lot.member_id, day, soonest: expires.getTime(), perLot: lotDone });
      continue;
    }
    seen.soonest = Math.min(seen.soonest, expires.getTime());
    seen.perLot = new Set([...seen.perLot].filter((t) => lotDone.has(t)));
  }
  if (days.size === 0) return [];
  const members = [...new Set([...days.values()].map((d) => d.memberId))];
  const subjects = [...new Set([...days.values()].map((d) => d.day))];
  const claimed = await q<{ member_id: string; subject: string; threshold_days: number }>(
    db,
    sql`select member_id, subject, threshold_days from reminders
        where kind = 'points_expiring'
          and member_id in (${sql.join(
            members.map((m) => sql`${m}`),
            sql`, `,
          )})
          and subject in (${sql.join(
            subjects.map((d) => sql`${d}`),
            sql`, `,
          )})`,
  );
  const done = new Set(claimed.map((r) => `${r.member_id}|${r.subject}|${num(r.threshold_days)}`));
  const notices: DueNotice[] = [];
  for (const { memberId, day, soonest, perLot } of days.values()) {
    const daysLeft = (soonest - now.getTime()) / DAY_MS;
    const applicable = POINT_THRESHOLDS_DAYS.filter((t) => daysLeft <= t);
    const tightest = Math.min(...applicable);
    // Reminded at this threshold already (with the looser ones it passed): nothing new to say.
    if (done.has(`${memberId}|${day}|${tightest}`) || perLot.has(tightest)) continue;
    notices.push({
      memberId,
      kind: 'points_expiring',
      brandCode: EVERY_BRAND,
      thresholdDays: tightest,
      subjects: [{ subject: day, thresholds: applicable }],
    });
  }
  return notices;
}

/**
 * Records a notice and its deliveries in one transaction. The unique key on reminders decides a
 * race between replicas: subjects another run recorded first are left out, and a notice left
 * with nothing of its own threshold is not sent. Returns the notice id, or null.
 */
export async function recordNotice(db: Db, notice: DueNotice, now: Date): Promise<number | null> {
  return db
    .transaction(async (tx) => {
      const [created] = await q<{ id: unknown }>(
        tx,
        sql`insert into reminder_notices (member_id, kind, brand_code, threshold_days, created_at)
            values (${notice.memberId}, ${notice.kind}, ${notice.brandCode},
                    ${notice.thresholdDays}, ${at(now)})
            returning id`,
      );
      const id = num(created!.id);
      let own = 0;
      for (const { subject, thresholds } of notice.subjects) {
        for (const threshold of thresholds) {
          const inserted = await q(
            tx,
            sql`insert into reminders (member_id, kind, subject, threshold_days, notice_id)
                values (${notice.memberId}, ${notice.kind}, ${subject}, ${threshold}, ${id})
                on conflict do nothing returning notice_id`,
          );
          if (inserted.length && threshold === notice.thresholdDays) own += 1;
        }
      }
      if (own === 0) throw new NothingToSend();
      // The member's last channel went while this ran: keep the reminder for a later run.
      if ((await addDeliveries(tx, id, notice.memberId, now)) === 0) throw new NothingToSend();
      return id;
    })
    .catch((err: unknown) => {
      if (err instanceof NothingToSend) return null;
      throw err;
    });
}

class NothingToSend extends Error {}

/** One delivery per live push device, and SMS and WhatsApp where the member allows them. */
async function addDeliveries(
  tx: Tx,
  noticeId: number,
  memberId: string,
  now: Date,
): Promise<number> {
  const added = await q(
    tx,
    sql`
    insert into reminder_deliveries (notice_id, channel, subscription_id, next_attempt_at)
    select ${noticeId}::bigint, 'push', p.id, ${at(now)} from push_subscriptions p
      join sessions s on s.id = p.session_id and s.revoked_at is null
      where p.member_id = ${memberId}
    union all
    select ${noticeId}::bigint, mp.type, null, ${at(now)} from member_permissions mp
      where mp.member_id = ${memberId} and mp.type in ('sms', 'whatsapp')
        and mp.status = 'activated'
    returning id`,
  );
  return added.length;
}
