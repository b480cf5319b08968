import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '@/services/loyalty/db/schema-members';

// OTP challenges, rate limits, sessions, tokens and deep-link client ids. Secrets are stored as
// sha256 hashes only; phones appear here only as keyed HMACs (domain/secrets.ts lookupKey).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    phoneHash: text('phone_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    // docs/product.md §7 login carries enableMarketingConsent; it applies only if a profile is then created.
    marketingConsent: boolean('marketing_consent'),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phoneHash, t.createdAt)],
);

/** Fixed-window counters shared by every service process (docs/architecture.md §4 last point). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  hits: integer('hits').notNull(),
});

/**
 * A member's login on one device (docs/product.md §3 SSO info). member_id is null until the profile exists.
 * The session's secret, handed out once when the phone was proved (a right code, or a brand's
 * single-use client id), is what mints tokens for it; a device id proves nothing. phone_hash is
 * cleared when the account is deleted.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    memberId: uuid('member_id').references(() => members.id),
    secretHash: text('secret_hash').unique(),
    phoneHash: text('phone_hash'),
    deviceId: text('device_id').notNull(),
    deviceModel: text('device_model').notNull(),
    brand: text('brand').notNull(),
    channel: text('channel').notNull(),
    // pass: a wallet pass's own session (domain/wallet-pass.ts), which holds no secret and no tokens.
    origin: text('origin', { enum: ['otp', 'client', 'pass'] }).notNull(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    absoluteExpiresAt: ts('absolute_expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** Consent given at login, carried to `profile` for a new member. */
    marketingConsent: boolean('marketing_consent'),
  },
  (t) => [
    index('sessions_member_idx').on(t.memberId),
    index('sessions_phone_device_idx').on(t.phoneHash, t.deviceId),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    // Rotation stamps a refresh token at its first use; it is refused once the reuse window
    // after that has passed (domain/sessions.ts consumeRefreshToken).
    usedAt: ts('used_at'),
  },
  (t) => [index('auth_tokens_session_idx').on(t.sessionId)],
);

/** Short-lived, single-use client id for deep-link sign-in from a brand app (docs/product.md §7 client). */
export const clientGrants = pgTable('client_grants', {
  idHash: text('id_hash').primaryKey(),
  brandCode: text('brand_code').notNull(),
  phoneE164: text('phone_e164').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/**
 * A signed-in device's member card (lib/contract/member-card.ts): its id is in every code it
 * draws; its secret is derived from the id and the server's lookup secret (domain/member-card.ts),
 * so this table holds nothing a stolen copy could draw codes with. It lives as long as its session.
 */
export const memberCards = pgTable('member_cards', {
  id: bigint('id', { mode: 'number' })
    .primaryKey()
    .generatedByDefaultAsIdentity({ startWith: 1000 }),
  sessionId: uuid('session_id')
    .notNull()
    .unique()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  createdAt: ts('created_at').notNull(),
});

/**
 * Each code of a card earns once: the step a scanned code was used at, and the order it earned
 * (a retry of the same order returns the order's first result before this is asked).
 */
export const memberCardUses = pgTable(
  'member_card_uses',
  {
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => memberCards.id, { onDelete: 'cascade' }),
    step: bigint('step', { mode: 'number' }).notNull(),
    brandCode: text('brand_code').notNull(),
    orderId: text('order_id').notNull(),
    usedAt: ts('used_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.step] })],
);

/**
 * The devices whose Apple Wallet keeps a pass and asked for its updates (Apple's pass web service,
 * domain/apple-pass-registrations.ts): the push token to wake the device when the pass's points
 * change, and in `pushed_at` the pass's update tag as of its last push (apple-push/job.ts). Gone
 * with the pass's card.
 */
export const applePassRegistrations = pgTable(
  'apple_pass_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => memberCards.id, { onDelete: 'cascade' }),
    passTypeId: text('pass_type_id').notNull(),
    pushToken: text('push_token').notNull(),
    createdAt: ts('created_at').notNull(),
    pushedAt: ts('pushed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.cardId] }),
    index('apple_pass_registrations_card_idx').on(t.cardId),
  ],
);
