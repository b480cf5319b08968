import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTICE_KINDS, type NoticeKind } from '@/lib/contract/push';
import { sessions } from '@/services/loyalty/db/schema-auth';
import { members } from '@/services/loyalty/db/schema-members';

// Expiry reminders (docs/product.md §4 Reminders): the devices a member let us notify, the notices
// the reminder job decided to send, and each notice's delivery on each channel.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A browser's push subscription, bound to the session that made it: it ends with that session
 * (logout, removal, deletion), so a shared device never shows one member's reminders to another.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The app's language on that device: the notification is written in it. */
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_member_idx').on(t.memberId)],
);

export { NOTICE_KINDS, type NoticeKind };

/** One message to a member: what it is about, as the job found it. Its text is written when sent. */
export const reminderNotices = pgTable('reminder_notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
  brandCode: text('brand_code').notNull(),
  /** Points expiring: the threshold in days (30, 7, 1); a voucher: 1; points earned: 0. */
  thresholdDays: integer('threshold_days').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * What each notice covers, one row per expiry day (points), voucher or order and threshold (a
 * points notice recorded before reminders were counted by day has one per lot): the unique key is
 * what makes a rerun, a restart or a second replica never remind of the same thing twice.
 */
export const reminders = pgTable(
  'reminders',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    /** The expiry day (YYYY-MM-DD in the member's zone) for points, else the voucher or order id. */
    subject: text('subject').notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => reminderNotices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('reminders_once_uq').on(t.memberId, t.kind, t.subject, t.thresholdDays),
    index('reminders_notice_idx').on(t.noticeId),
  ],
);

export const CHANNELS = ['push', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * A notice's delivery on one channel (one row per push device). `next_attempt_at` is also the
 * claim: a sender moves it forward before sending, so another replica skips the row meanwhile,
 * and a sender that dies leaves it to be retried after the claim lapses.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => reminderNotices.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    status: text('status', { enum: ['pending', 'sent', 'dropped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    doneAt: ts('done_at'),
    /** Why it was dropped or failed (a status code or a rule), never a phone or a payload. */
    outcome: text('outcome'),
  },
  (t) => [
    index('reminder_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'reminder_deliveries_push_has_device',
      sql`(${t.channel} = 'push') = (${t.subscriptionId} is not null) or ${t.status} <> 'pending'`,
    ),
  ],
);
