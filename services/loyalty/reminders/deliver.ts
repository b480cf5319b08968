import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CountryCode } from '@/lib/contract/common';
import type { PushPayload } from '@/lib/contract/push';
import { COUNTRY_RULES } from '@/services/loyalty/config/countries';
import type { Db } from '@/services/loyalty/db/client';
import type { Channel, NoticeKind } from '@/services/loyalty/db/schema-reminders';
import type { Language } from '@/services/loyalty/domain/counts';
import { at, num, q } from '@/services/loyalty/ledger/sql';
import type { Logger } from '@/services/loyalty/logger';
import { textDeliveries } from '@/services/loyalty/metrics';
import { GatewayRefusal, type OtpSender } from '@/services/loyalty/otp/sender';
import { noticeDay, pointsExpiringOn } from '@/services/loyalty/reminders/expiring';
import type { PushSender } from '@/services/loyalty/reminders/push';
import { noticeSms, noticeText, type NoticeFacts } from '@/services/loyalty/reminders/text';

// The reminder job's second half: send what was recorded, each delivery on its own, so a slow or
// failing push service or gateway holds up nothing else and is tried again later.

/** A claimed delivery is left alone by other runs this long; a sender that died is retried after. */
const CLAIM_SECONDS = 120;
/** Waits before the 2nd, 3rd, 4th and 5th attempts; after the 5th the delivery has failed. */
const RETRY_AFTER_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600];
const BATCH = 100;

export interface Senders {
  push: PushSender | null;
  text: OtpSender;
  logger: Logger;
}

interface Claimed {
  id: unknown;
  notice_id: unknown;
  channel: Channel;
  subscription_id: string | null;
  attempts: number;
}

type Outcome =
  | { status: 'sent' }
  | { status: 'dropped' | 'failed'; outcome: string }
  | { status: 'retry'; outcome: string };

/** Where a delivery stands after an attempt. */
type Settled = 'sent' | 'dropped' | 'failed' | 'retry';

/**
 * Sends every delivery due at `now` to members whose daytime it is. `correlationId` names the run
 * in its log lines, as a request's does (http/correlation.ts).
 */
export async function deliverDue(
  db: Db,
  now: Date,
  countries: CountryCode[],
  senders: Senders,
  correlationId: string = randomUUID(),
): Promise<{ sent: number; dropped: number; failed: number; retrying: number }> {
  const counts = { sent: 0, dropped: 0, failed: 0, retrying: 0 };
  if (countries.length === 0) return counts;
  const claimed = await q<Claimed>(
    db,
    sql`update reminder_deliveries d
        set next_attempt_at = ${at(new Date(now.getTime() + CLAIM_SECONDS * 1000))},
            attempts = d.attempts + 1
        where d.id in (
          select d2.id from reminder_deliveries d2
          join reminder_notices n on n.id = d2.notice_id
          join members m on m.id = n.member_id
          where d2.status = 'pending' and d2.next_attempt_at <= ${at(now)}
            and m.country in (${sql.join(
              countries.map((c) => sql`${c}`),
              sql`, `,
            )})
          order by d2.next_attempt_at limit ${BATCH}
          for update of d2 skip locked)
        returning d.id, d.notice_id, d.channel, d.subscription_id, d.attempts`,
  );
  const results = await Promise.all(
    claimed.map(async (d) => {
      const outcome = await deliverOne(db, d, now, senders).catch((err: unknown): Outcome => ({
        status: 'retry',
        outcome: failureOf(err),
      }));
      const settled = await settle(db, d, outcome, now);
      report(d, settled, outcome, senders.logger, correlationId);
      return settled;
    }),
  );
  for (const r of results) counts[r === 'retry' ? 'retrying' : r] += 1;
  return counts;
}

/** Why a send threw, as `reminder_deliveries.outcome` keeps it: a status or an error's name. */
function failureOf(err: unknown): string {
  if (err instanceof GatewayRefusal) return `gateway_${err.status}`;
  return err instanceof Error ? err.name : 'error';
}

async function settle(db: Db, d: Claimed, o: Outcome, now: Date): Promise<Settled> {
  const id = num(d.id);
  if (o.status === 'retry' && d.attempts <= RETRY_AFTER_SECONDS.length) {
    const wait = RETRY_AFTER_SECONDS[d.attempts - 1]!;
    await db.execute(sql`update reminder_deliveries
      set next_attempt_at = ${at(new Date(now.getTime() + wait * 1000))}, outcome = ${o.outcome}
      where id = ${id}`);
    return 'retry';
  }
  const status = o.status === 'retry' ? 'failed' : o.status;
  const outcome = o.status === 'sent' ? null : o.outcome;
  await db.execute(sql`update reminder_deliveries
    set status = ${status}, outcome = ${outcome}, done_at = ${at(now)} where id = ${id}`);
  return status;
}

/**
 * Every text attempt is counted, and a delivery given up on is logged at warn, so a reminder is
 * never lost unseen (docs/product.md §4 Reminders). The line names the run and the delivery, never
 * the member's phone or the text.
 */
function report(d: Claimed, settled: Settled, o: Outcome, logger: Logger, correlationId: string) {
  if (d.channel !== 'push') textDeliveries.inc({ channel: d.channel, outcome: settled });
  if (settled !== 'failed') return;
  logger.warn('reminder delivery failed', {
    correlationId,
    deliveryId: num(d.id),
    channel: d.channel,
    attempts: d.attempts,
    outcome: o.status === 'sent' ? null : o.outcome,
  });
}

interface Recipient {
  member_id: string;
  kind: NoticeKind;
  brand_code: string;
  threshold_days: number;
  phone_e164: string | null;
  language: Language;
  country: CountryCode;
  /** The notice's brand; none for points expiring, which are every brand's (find.ts). */
  name_en: string | null;
  name_ar: string | null;
  /** When the notice was recorded, in epoch milliseconds: part of a text's message id. */
  notice_ms: unknown;
}

async function deliverOne(db: Db, d: Claimed, now: Date, senders: Senders): Promise<Outcome> {
  const [n] = await q<Recipient>(
    db,
    sql`select n.member_id, n.kind, n.brand_code, n.threshold_days, m.phone_e164, m.language,
          m.country, b.name_en, b.name_ar,
          (extract(epoch from n.created_at) * 1000)::bigint as notice_ms
        from reminder_notices n join members m on m.id = n.member_id
        left join brands b on b.code = n.brand_code
        where n.id = ${num(d.notice_id)} and m.deleted_at is null`,
  );
  if (!n) return { status: 'dropped', outcome: 'member_gone' };
  const facts = await currentFacts(db, num(d.notice_id), n, now);
  if (!facts) return { status: 'dropped', outcome: 'nothing_left' };
  if (d.channel === 'push') return pushTo(db, d, facts, n, now, senders);
  // Read at the moment of sending: turning the permission off stops this channel at once.
  const [allowed] = await q(
    db,
    sql`select 1 from member_permissions where member_id = ${n.member_id}
        and type = ${d.channel} and status = 'activated'`,
  );
  if (!allowed) return { status: 'dropped', outcome: 'permission_off' };
  if (!n.phone_e164) return { status: 'dropped', outcome: 'no_phone' };
  await senders.text.sendText({
    phoneE164: n.phone_e164,
    text: noticeSms(facts, n.language),
    language: n.language,
    channel: d.channel,
    // The same on every attempt of this delivery, so the gateway drops a retry of a message it
    // took but answered too late for. The notice's time keeps the id apart from one a restored
    // or new database gives a row of the same number.
    messageId: `reminder-${num(d.id)}-${num(n.notice_ms).toString(36)}`,
  });
  return { status: 'sent' };
}

async function pushTo(
  db: Db,
  d: Claimed,
  facts: NoticeFacts & { voucherId?: string },
  n: Recipient,
  now: Date,
  senders: Senders,
): Promise<Outcome> {
  if (!senders.push) return { status: 'dropped', outcome: 'push_off' };
  const [device] = await q<{ endpoint: string; p256dh: string; auth: string; language: Language }>(
    db,
    sql`select p.endpoint, p.p256dh, p.auth, p.language from push_subscriptions p
        join sessions s on s.id = p.session_id and s.revoked_at is null
        where p.id = ${d.subscription_id}`,
  );
  if (!device) return { status: 'dropped', outcome: 'device_gone' };
  const text = noticeText(facts, device.language);
  const payload: PushPayload = {
    ...text,
    lang: device.language,
    tag: `notice-${num(d.notice_id)}`,
    about: { kind: n.kind, brand: aboutBrand(facts, n), voucherId: facts.voucherId },
  };
  // Kept by the push service until the device is online, but not past what it is about.
  const ttl = facts.expiresAt
    ? Math.max(60, Math.floor((facts.expiresAt.getTime() - now.getTime()) / 1000))
    : 2 * 86_400;
  const sent = await senders.push.send(device, JSON.stringify(payload), Math.min(ttl, 28 * 86_400));
  if (sent.result === 'gone') {
    await moveToTexts(db, d, n.member_id, now);
    return { status: 'dropped', outcome: `push_${sent.status}` };
  }
  if (sent.result === 'sent') return { status: 'sent' };
  return { status: sent.result, outcome: `push_${sent.status ?? 'unreachable'}` };
}

/**
 * A device that is gone loses its subscription, and the reminder it carried goes by SMS and
 * WhatsApp where the member allows them (docs/product.md §4 Reminders), at the next run. A channel
 * the notice already has a delivery on gets none: that one was sent, or is being tried. The
 * notice's row lock makes two gone devices of one notice add each channel once.
 */
async function moveToTexts(db: Db, d: Claimed, memberId: string, now: Date): Promise<void> {
  const noticeId = num(d.notice_id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from reminder_notices where id = ${noticeId} for no key update`);
    await tx.execute(sql`delete from push_subscriptions where id = ${d.subscription_id}`);
    await tx.execute(sql`
      insert into reminder_deliveries (notice_id, channel, next_attempt_at)
      select ${noticeId}::bigint, mp.type, ${at(now)} from member_permissions mp
      where mp.member_id = ${memberId} and mp.type in ('sms', 'whatsapp')
        and mp.status = 'activated'
        and not exists (select 1 from reminder_deliveries x
                        where x.notice_id = ${noticeId} and x.channel = mp.type)`);
  });
}

/**
 * The brand a push names: points expiring of one brand keep it, of several name none, and a tap
 * opens the expiry tab of every brand (lib/pwa/notification-target.ts).
 */
function aboutBrand(facts: NoticeFacts, n: Recipient): string | undefined {
  if (facts.kind !== 'points_expiring') return n.brand_code;
  return facts.brands.length === 1 ? facts.brands[0]!.brandCode : undefined;
}

/** What the notice is about as it stands now; null when the points were spent or lapsed. */
async function currentFacts(
  db: Db,
  noticeId: number,
  n: Recipient,
  now: Date,
): Promise<(NoticeFacts & { voucherId?: string }) | null> {
  const timeZone = COUNTRY_RULES[n.country]?.timeZone ?? COUNTRY_RULES.UAE.timeZone;
  if (n.kind === 'points_expiring') {
    // Every brand's points still to expire on the notice's day, read now (docs/product.md §4
    // Reminders): points spent since are left out, points moved to another brand counted there.
    const day = await noticeDay(db, noticeId, n.threshold_days, n.country, now);
    const expiring = day && (await pointsExpiringOn(db, n.member_id, n.country, day, now));
    return expiring ? { kind: 'points_expiring', ...expiring, timeZone } : null;
  }
  const base = {
    brandName: { en: n.name_en ?? n.brand_code, ar: n.name_ar ?? n.brand_code },
    timeZone,
  };
  if (n.kind === 'voucher_expiring') {
    const [v] = await q<{
      id: string;
      expires_at: string | Date;
      title_en: string;
      title_ar: string;
    }>(
      db,
      sql`select v.id, v.expires_at, w.title_en, w.title_ar
          from reminders r join member_vouchers v on v.id::text = r.subject
          join rewards w on w.id = v.reward_id
          where r.notice_id = ${noticeId} and v.status = 'activated'
            and v.expires_at > ${at(now)}`,
    );
    if (!v) return null;
    return {
      ...base,
      kind: n.kind,
      points: 0,
      expiresAt: new Date(v.expires_at),
      rewardTitle: { en: v.title_en, ar: v.title_ar },
      voucherId: v.id,
    };
  }
  const [o] = await q<{ earned_points: number }>(
    db,
    sql`select o.earned_points from reminders r join orders o on o.id::text = r.subject
        where r.notice_id = ${noticeId} and o.status = 'completed'`,
  );
  if (!o) return null;
  return { ...base, kind: 'points_earned', points: num(o.earned_points), expiresAt: null };
}
