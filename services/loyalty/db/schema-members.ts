import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '@/services/loyalty/db/schema-catalog';

// Members, brand memberships, permissions, devices and orders.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const members = pgTable(
  'members',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Personal data: nulled on deletion (docs/quality.md I10); the row stays for de-identified records.
    phoneE164: text('phone_e164'),
    cCode: text('c_code'),
    phnNo: text('phn_no'),
    country: text('country').notNull(),
    name: text('name'),
    email: text('email'),
    enableMarketingConsent: boolean('enable_marketing_consent').notNull().default(false),
    /** The language of the member's last sign-in: reminders by SMS and WhatsApp are written in it. */
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    /** Printed on the member card for a person to read (docs/product.md §4 Member card). */
    memberNumber: bigint('member_number', { mode: 'number' })
      .notNull()
      .unique()
      .generatedByDefaultAsIdentity({ startWith: 10_000_001 }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  // One live member per phone; a deleted member frees the phone to join again (docs/quality.md I10).
  (t) => [
    uniqueIndex('members_phone_live_uq')
      .on(t.phoneE164)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A member's enrolment in a brand (docs/product.md §3 brands[].adpUserId); the ledger (part 2) hangs wallets off it. */
export const brandMemberships = pgTable(
  'brand_memberships',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    brandCode: text('brand_code')
      .notNull()
      .references(() => brands.code),
    extUserId: text('ext_user_id').notNull(),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    joinedAt: ts('joined_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('brand_memberships_active_uq')
      .on(t.memberId, t.brandCode)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const memberPermissions = pgTable(
  'member_permissions',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type', { enum: ['sms', 'email', 'whatsapp', 'amrLogin'] }).notNull(),
    status: text('status', { enum: ['activated', 'deactivated'] }).notNull(),
    version: integer('version').notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.type] })],
);

/** Every permission change with time and source (docs/quality.md §2 item 20). Append-only. */
export const permissionChanges = pgTable(
  'permission_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    source: text('source').notNull(),
    changedAt: ts('changed_at').notNull(),
  },
  (t) => [uniqueIndex('permission_changes_version_uq').on(t.memberId, t.type, t.version)],
);

export const devices = pgTable('devices', {
  id: text('id').primaryKey(),
  fingerprintHash: text('fingerprint_hash').notNull(),
  deviceModel: text('device_model').notNull(),
  createdAt: ts('created_at').notNull(),
  lastSeenAt: ts('last_seen_at').notNull(),
});

/**
 * Orders placed at a brand for a member. Part 2's partner API writes them; part 1 reads them so
 * that an active order blocks account deletion (docs/product.md §4, §8).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    brandCode: text('brand_code')
      .notNull()
      .references(() => brands.code),
    externalId: text('external_id').notNull(),
    status: text('status', { enum: ['active', 'completed', 'cancelled'] }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    // Part 2: the points this order earned and the journal transactions that moved them.
    earnedPoints: integer('earned_points').notNull().default(0),
    earnTxId: bigint('earn_tx_id', { mode: 'number' }),
    reversalTxId: bigint('reversal_tx_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_brand_external_uq').on(t.brandCode, t.externalId),
    index('orders_member_active_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** De-identified record of a deletion: feedback, never the phone, name or email. */
export const memberDeletions = pgTable('member_deletions', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  keyAreas: text('key_areas').array().notNull(),
  comment: text('comment'),
  deletedAt: ts('deleted_at').notNull(),
});

/**
 * The numbers that received a brand's joining bonus, as a keyed HMAC of the phone (its own secret,
 * domain/secrets.ts): kept after the account is deleted, so a number that joins again gets no
 * second bonus, until the retention period of docs/product.md §4 Account deletion has passed
 * (forgetAfter, set at deletion; domain/housekeeping.ts). Nothing else about the person is here.
 */
export const joiningBonusGrants = pgTable(
  'joining_bonus_grants',
  {
    phoneKey: text('phone_key').notNull(),
    brandCode: text('brand_code')
      .notNull()
      .references(() => brands.code),
    grantedAt: ts('granted_at').notNull(),
    forgetAfter: ts('forget_after'),
  },
  (t) => [primaryKey({ columns: [t.phoneKey, t.brandCode] })],
);

/**
 * The terms and conditions and the privacy policy a member accepted at sign-up (docs/product.md §4
 * Login): each document's version is the `updatedAt` the `content` call gives for it, in the
 * language the member read it in (`content_pages.updated_at` as an ISO string). No personal data:
 * kept, like the journal and the permission changes, when the account is deleted (docs/product.md
 * §4 Account deletion).
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    document: text('document', { enum: ['terms', 'privacy'] }).notNull(),
    version: text('version').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    acceptedAt: ts('accepted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.document, t.version] }),
    check('terms_acceptances_document', sql`${t.document} in ('terms', 'privacy')`),
  ],
);
