import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '@/services/loyalty/db/schema-catalog';
import { members } from '@/services/loyalty/db/schema-members';

// Rewards catalogue and members' vouchers (docs/product.md §3 Reward / voucher, §4 Reward flow).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const rewards = pgTable('rewards', {
  id: text('id').primaryKey(),
  brandCode: text('brand_code')
    .notNull()
    .references(() => brands.code),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  termsEn: text('terms_en').notNull(),
  termsAr: text('terms_ar').notNull(),
  image: text('image').notNull(),
  offerType: text('offer_type', { enum: ['loyalty', 'non-loyalty'] }).notNull(),
  channel: text('channel', { enum: ['online', 'in-store'] }).notNull(),
  pointsCost: integer('points_cost').notNull(),
  duration: integer('duration').notNull(),
  durationUnit: text('duration_unit', { enum: ['hours', 'days'] }).notNull(),
  joiningBonusPts: integer('joining_bonus_pts').notNull().default(0),
  sortOrder: integer('sort_order').notNull(),
  /** How many vouchers of this reward a member may hold at once, unlocked or activated. */
  vouchersPerMember: integer('vouchers_per_member').notNull().default(1),
});

/**
 * A reward a member unlocked. docs/quality.md I8: each step happens at most once, enforced by a locked
 * row and a status machine unlocked → activated → redeemed | expired.
 */
export const memberVouchers = pgTable(
  'member_vouchers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    rewardId: text('reward_id')
      .notNull()
      .references(() => rewards.id),
    brandCode: text('brand_code').notNull(),
    status: text('status', { enum: ['unlocked', 'activated', 'redeemed', 'expired'] }).notNull(),
    couponCode: text('coupon_code'),
    unlockedAt: ts('unlocked_at').notNull(),
    activatedAt: ts('activated_at'),
    expiresAt: ts('expires_at'),
    redeemedAt: ts('redeemed_at'),
    /** Points taken from the wallet when the voucher was activated (ledger/vouchers.ts). */
    pointsSpent: integer('points_spent').notNull().default(0),
    /**
     * The lots the activation took points from, as [{ points, expiresAt, orderId }], so a voucher
     * that expires unused gives each back with the expiry and origin it had: a refund never adds
     * time, and never gives back the points of an order cancelled since.
     */
    heldLots: jsonb('held_lots').$type<{ points: number; expiresAt: string; orderId?: string }[]>(),
    /**
     * The cancelled order whose points this voucher held: it was voided then (status expired),
     * its other points given back (docs/product.md §4 Cancelled orders).
     */
    voidedBy: uuid('voided_by'),
  },
  (t) => [
    uniqueIndex('member_vouchers_coupon_uq').on(t.couponCode),
    index('member_vouchers_member_idx').on(t.memberId, t.unlockedAt),
    check(
      'member_vouchers_coupon_when_active',
      sql`${t.status} = 'unlocked' or ${t.couponCode} is not null`,
    ),
  ],
);
