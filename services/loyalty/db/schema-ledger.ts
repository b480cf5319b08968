import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from '@/services/loyalty/db/schema-catalog';
import { members, orders } from '@/services/loyalty/db/schema-members';

// The double-entry ledger (docs/architecture.md §4, docs/quality.md §1). Guards drizzle cannot express (append-only
// journal, balanced transactions, wallet balance maintained from entries) live with every other
// ledger function in ledger/ledger.sql.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * Per brand: one wallet per member, plus issuance, breakage and exchange accounts. A member's
 * pending account holds what orders still in progress earned: not spendable, and moved to the
 * wallet when the order completes or back to issuance when it is cancelled (ledger/orders.ts).
 * A member's owed account holds, as a negative balance, the points of cancelled orders that were
 * already spent or moved: a liability settled from the member's next earnings at the brand
 * (docs/product.md §4 Cancelled orders). Only member accounts keep a stored balance (the CHECKs
 * of I2 need one); system accounts are the sum of their entries, so they are never a hot row
 * that every transfer must lock.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandCode: text('brand_code')
      .notNull()
      .references(() => brands.code),
    kind: text('kind', {
      enum: ['wallet', 'pending', 'owed', 'issuance', 'breakage', 'exchange'],
    }).notNull(),
    memberId: uuid('member_id').references(() => members.id),
    balance: integer('balance').notNull().default(0),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: ts('created_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('accounts_wallet_uq')
      .on(t.memberId, t.brandCode)
      .where(sql`${t.kind} = 'wallet'`),
    uniqueIndex('accounts_pending_uq')
      .on(t.memberId, t.brandCode)
      .where(sql`${t.kind} = 'pending'`),
    uniqueIndex('accounts_owed_uq')
      .on(t.memberId, t.brandCode)
      .where(sql`${t.kind} = 'owed'`),
    uniqueIndex('accounts_system_uq')
      .on(t.brandCode, t.kind)
      .where(sql`${t.kind} not in ('wallet', 'pending', 'owed')`),
    // docs/quality.md I2: a wallet never goes below zero, whatever the code does; nor a pending account.
    check(
      'accounts_wallet_nonnegative',
      sql`${t.kind} not in ('wallet', 'pending') or ${t.balance} >= 0`,
    ),
    // What a member owes is never a credit.
    check('accounts_owed_nonpositive', sql`${t.kind} <> 'owed' or ${t.balance} <= 0`),
    check(
      'accounts_member_owner',
      sql`(${t.kind} in ('wallet', 'pending', 'owed')) = (${t.memberId} is not null)`,
    ),
    check('accounts_closed_empty', sql`${t.status} <> 'closed' or ${t.balance} = 0`),
  ],
);

export const JOURNAL_KINDS = [
  'earn',
  /** A completed order's pending points, moved to the wallet. */
  'release',
  'reversal',
  'transfer',
  /** Points taken for a voucher, when it is activated. */
  'redeem',
  /** An activated voucher's points, given back when it expired unused or was voided. */
  'refund',
  /** Points of a new earning that pay off what the member owes at the brand. */
  'settle',
  'expiry',
  'joining-bonus',
  'close',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** One business event; its entries sum to zero per brand (checked at commit by a trigger). */
export const journalTransactions = pgTable(
  'journal_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: JOURNAL_KINDS }).notNull(),
    // The member concerned, never personal data (docs/quality.md I10 keeps the journal after deletion).
    memberId: uuid('member_id').references(() => members.id),
    /** Order, transfer, voucher or lot the event is about. */
    ref: text('ref'),
    /** What a history row needs to explain itself: brands, rate, reward title, order id. */
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('journal_transactions_member_idx').on(t.memberId, t.createdAt)],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: id('tx_id')
      .notNull()
      .references(() => journalTransactions.id),
    accountId: id('account_id')
      .notNull()
      .references(() => accounts.id),
    brandCode: text('brand_code').notNull(),
    amount: integer('amount').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('journal_entries_account_idx').on(t.accountId, t.createdAt),
    index('journal_entries_tx_idx').on(t.txId),
    check('journal_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Points credited to a wallet, with their expiry (docs/architecture.md §4); spent soonest-expiring first. */
export const lots = pgTable(
  'lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: id('account_id')
      .notNull()
      .references(() => accounts.id),
    points: integer('points').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    txId: id('tx_id')
      .notNull()
      .references(() => journalTransactions.id),
    /**
     * The order whose points these are (earned, released, or given back from a voucher they
     * funded); null for bonuses and points moved in from another brand. Cancelling the order
     * takes back exactly these (docs/product.md §4 Cancelled orders).
     */
    orderId: uuid('order_id').references(() => orders.id),
    /** What was left of the lot when it lapsed to breakage (ledger_expire_lots). */
    expired: integer('expired').notNull().default(0),
  },
  (t) => [
    index('lots_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('lots_open_idx')
      .on(t.accountId, t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    index('lots_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    check('lots_remaining_range', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.points}`),
    check(
      'lots_expired_range',
      sql`${t.expired} >= 0 and ${t.remaining} + ${t.expired} <= ${t.points}`,
    ),
  ],
);

/** docs/quality.md I4: one committed effect per key; the first reply is kept for replays. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    call: text('call').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** A brand-to-brand transfer with the rate it used (docs/quality.md I5). */
export const transfers = pgTable('transfers', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  sourceBrand: text('source_brand').notNull(),
  targetBrand: text('target_brand').notNull(),
  send: integer('send').notNull(),
  receive: integer('receive').notNull(),
  rateNumerator: integer('rate_numerator').notNull(),
  rateDenominator: integer('rate_denominator').notNull(),
  txId: id('tx_id')
    .notNull()
    .references(() => journalTransactions.id),
  createdAt: ts('created_at').notNull(),
});

/**
 * Points earned per wallet per local day (docs/product.md §5), kept in step with the journal in the same
 * transaction, so the daily-limit check reads one row instead of summing the day's entries.
 * The invariant checker recomputes it from the journal (docs/quality.md I6).
 */
export const dailyEarnings = pgTable(
  'daily_earnings',
  {
    accountId: id('account_id')
      .notNull()
      .references(() => accounts.id),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.localDay] })],
);
