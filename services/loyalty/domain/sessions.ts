import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { addSeconds } from '@/services/loyalty/clock';
import { rowsOf, type Db } from '@/services/loyalty/db/client';
import { authTokens, sessions } from '@/services/loyalty/db/schema-auth';
import { members } from '@/services/loyalty/db/schema-members';
import {
  activeLinksOf,
  type MemberRow,
  type MembershipLink,
} from '@/services/loyalty/domain/members';
import { pushSubscriptions } from '@/services/loyalty/db/schema-reminders';
import { newOpaqueToken, sha256 } from '@/services/loyalty/domain/secrets';
import type { ServiceSettings } from '@/services/loyalty/settings';

// Sessions are a member's logins per device (docs/product.md §3 SSO info). Tokens are opaque, random and
// stored as sha256; a session dies when revoked, idle too long, or past its absolute lifetime.

type TokenSettings = ServiceSettings['tokens'];

export interface NewSession {
  memberId: string | null;
  /** lookupKey of the phone the session proved (domain/secrets.ts). */
  phoneHash: string;
  deviceId: string;
  deviceModel: string;
  brand: string;
  channel: string;
  origin: 'otp' | 'client';
  marketingConsent?: boolean | null;
}

export interface CreatedSession {
  id: string;
  /**
   * Handed out once, to the BFF that proved the phone, which keeps it in the member's sealed
   * cookie: only it mints tokens for the session (amr-auth), creates the profile of a new number
   * and reads the session's member. Stored as sha256 only.
   */
  secret: string;
}

/** One live login per phone and device: a new sign-in on the same device replaces the old one. */
export async function createSession(
  db: Db,
  s: NewSession,
  now: Date,
  t: TokenSettings,
): Promise<CreatedSession> {
  const secret = newOpaqueToken('ss');
  const id = await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'replaced' })
      .where(
        and(
          eq(sessions.phoneHash, s.phoneHash),
          eq(sessions.deviceId, s.deviceId),
          isNull(sessions.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(sessions)
      .values({
        ...s,
        secretHash: sha256(secret),
        createdAt: now,
        lastSeenAt: now,
        absoluteExpiresAt: addSeconds(now, t.absoluteSeconds),
      })
      .returning({ id: sessions.id });
    return row!.id;
  });
  return { id, secret };
}

/** Conditions under which a session still counts as signed in at `now`. */
export function liveSession(now: Date, t: TokenSettings) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.absoluteExpiresAt, now),
    // A wallet pass is not visited as a browser is: it is live until signed out or past its end.
    or(eq(sessions.origin, 'pass'), gt(sessions.lastSeenAt, addSeconds(now, -t.idleSeconds))),
  );
}

export type SessionRow = typeof sessions.$inferSelect;

/** The live session whose secret this is (http/headers.ts sessionSecretOf read it), or null. */
export async function findLiveSessionBySecret(
  db: Db,
  secret: string | undefined,
  now: Date,
  t: TokenSettings,
): Promise<SessionRow | null> {
  if (!secret) return null;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.secretHash, sha256(secret)), liveSession(now, t)))
    .limit(1);
  return row ?? null;
}

/**
 * The live session whose secret this is, with its live member and the member's brand memberships,
 * in one statement (a member's every page asks it: routes/tokens.ts session-member); null when the
 * session or the member has ended. `touchDue`: a visit is due to be recorded (touchSession).
 */
export async function findSessionMember(
  db: Db,
  secret: string | undefined,
  now: Date,
  t: TokenSettings,
): Promise<{
  session: SessionRow;
  member: MemberRow;
  links: MembershipLink[];
  touchDue: boolean;
} | null> {
  if (!secret) return null;
  const [row] = await db
    .select({
      session: sessions,
      member: members,
      links: activeLinksOf(members.id),
      touchDue: sql<boolean>`ledger_session_due(${sessions.lastSeenAt}, ${now.toISOString()}::timestamptz)`,
    })
    .from(sessions)
    .innerJoin(members, and(eq(members.id, sessions.memberId), isNull(members.deletedAt)))
    .where(and(eq(sessions.secretHash, sha256(secret)), liveSession(now, t)))
    .limit(1);
  return row ?? null;
}

/**
 * Records a visit of the session, at most once a minute (ledger_touch_session, domain/sessions.sql):
 * idle tracking needs only minute precision, and skipping most writes keeps reads cheap.
 */
export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.execute(
    sql`select ledger_touch_session(${sessionId}::uuid, ${now.toISOString()}::timestamptz)`,
  );
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** Issues an access and a refresh token; any earlier unused refresh token of the session stops working. */
export async function issueTokens(
  db: Db,
  sessionId: string,
  absoluteExpiresAt: Date,
  now: Date,
  t: TokenSettings,
): Promise<IssuedTokens> {
  const accessToken = newOpaqueToken('at');
  const refreshToken = newOpaqueToken('rt');
  const cap = (d: Date) => (d < absoluteExpiresAt ? d : absoluteExpiresAt);
  const accessExpires = cap(addSeconds(now, t.accessTtlSeconds));
  // The session's other refresh tokens stay as they are: two web replicas refreshing at once each
  // hand the browser a pair, and whichever cookie the browser keeps must still refresh later. A
  // refresh token ends with its own use (consumeRefreshToken), its expiry, or its session.
  await db.transaction(async (tx) => {
    await tx.insert(authTokens).values([
      {
        tokenHash: sha256(accessToken),
        sessionId,
        kind: 'access',
        createdAt: now,
        expiresAt: accessExpires,
      },
      {
        tokenHash: sha256(refreshToken),
        sessionId,
        kind: 'refresh',
        createdAt: now,
        expiresAt: cap(addSeconds(now, t.idleSeconds)),
      },
    ]);
    await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  });
  return {
    accessToken,
    refreshToken,
    expiresIn: Math.max(1, Math.floor((accessExpires.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Rotating refresh (docs/product.md §7 Token refresh): each use gives a new pair, and a token is
 * good for one use plus a short reuse window, decided in one atomic UPDATE.
 */
export async function consumeRefreshToken(
  db: Db,
  token: string,
  now: Date,
  t: TokenSettings,
): Promise<string | null> {
  // First use stamps the token; a repeat within the reuse window (another replica's refresh of
  // the same session racing this one, or a retry whose reply was lost) gets a pair too, and keeps
  // the first stamp, so the window never grows. Past it, a used token is refused.
  const result = await db.execute(sql`
    update auth_tokens set used_at = coalesce(used_at, ${now.toISOString()}::timestamptz)
    where token_hash = ${sha256(token)} and kind = 'refresh'
      and expires_at > ${now.toISOString()}::timestamptz
      and (used_at is null
           or used_at > ${addSeconds(now, -t.refreshReuseSeconds).toISOString()}::timestamptz)
    returning session_id`);
  return rowsOf<{ session_id: string }>(result)[0]?.session_id ?? null;
}

export interface MemberAuth {
  sessionId: string;
  memberId: string;
  deviceId: string;
}

/** The row ledger_live_session (domain/sessions.sql) finds for a bearer access token. */
export interface LiveSessionRow {
  o_session: string;
  o_member: string;
  o_device: string;
  o_touch: boolean;
}

/**
 * The statement that finds the live session of a live member a bearer access token names: one
 * row of LiveSessionRow, or none. A read that must be a member's asks it inside its own statement
 * (ledger/balances.ts sessionBalances), so checking the session costs no round trip of its own.
 */
export function liveSessionOf(token: string, now: Date, t: TokenSettings): SQL {
  const idleCutoff = addSeconds(now, -t.idleSeconds).toISOString();
  return sql`select o_session, o_member, o_device, o_touch
    from ledger_live_session(${sha256(token)}, ${idleCutoff}::timestamptz, ${now.toISOString()}::timestamptz)`;
}

/**
 * The member a found session signs in, or null (→ 401); records the visit when it is due
 * (o_touch), so a session's idle clock runs the same whichever statement found it.
 */
export async function admitSession(
  db: Db,
  row: LiveSessionRow | null | undefined,
  now: Date,
): Promise<MemberAuth | null> {
  if (!row) return null;
  if (row.o_touch) await touchSession(db, row.o_session, now);
  return { sessionId: row.o_session, memberId: row.o_member, deviceId: row.o_device };
}

/**
 * Resolves a bearer access token to a live session of a live member, or null (→ 401). The check
 * is ledger_live_session (domain/sessions.sql), the same one the transfer makes in the database.
 */
export async function authenticateAccessToken(
  db: Db,
  token: string,
  now: Date,
  t: TokenSettings,
): Promise<MemberAuth | null> {
  const [row] = rowsOf<LiveSessionRow>(await db.execute(liveSessionOf(token, now, t)));
  return admitSession(db, row, now);
}

export async function revokeSession(
  db: Db,
  where: { sessionId: string; memberId: string },
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.id, where.sessionId),
        eq(sessions.memberId, where.memberId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  // The device's reminders end with its session (docs/product.md §4 Reminders).
  if (rows.length)
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, where.sessionId));
  return rows.length > 0;
}
