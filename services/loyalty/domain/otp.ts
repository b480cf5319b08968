import { and, eq, isNull, sql } from 'drizzle-orm';
import { addSeconds } from '@/services/loyalty/clock';
import { rowsOf, type Db } from '@/services/loyalty/db/client';
import { otpChallenges } from '@/services/loyalty/db/schema-auth';
import { newNumericCode, safeEqual, sha256 } from '@/services/loyalty/domain/secrets';
import type { ServiceSettings } from '@/services/loyalty/settings';

type OtpSettings = ServiceSettings['otp'];

const codeHash = (challengeId: string, code: string) => sha256(`otp:${challengeId}:${code}`);

/** Issues a fresh code for the phone; any earlier unused code for it stops working. */
export async function createChallenge(
  db: Db,
  phoneHashValue: string,
  now: Date,
  s: OtpSettings,
  marketingConsent: boolean | null = null,
): Promise<{ id: string; code: string }> {
  const code = newNumericCode(s.length);
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(and(eq(otpChallenges.phoneHash, phoneHashValue), isNull(otpChallenges.consumedAt)));
    await tx.insert(otpChallenges).values({
      id,
      phoneHash: phoneHashValue,
      codeHash: codeHash(id, code),
      maxAttempts: s.maxAttempts,
      marketingConsent,
      createdAt: now,
      expiresAt: addSeconds(now, s.ttlSeconds),
    });
  });
  return { id, code };
}

/** A code that could not be delivered must not stay usable. */
export async function voidChallenge(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)));
}

export type OtpOutcome = 'ok' | 'wrong' | 'expired' | 'locked' | 'missing';
export interface OtpCheck {
  outcome: OtpOutcome;
  /** The consent given with the login that sent this code (when outcome is 'ok'). */
  marketingConsent: boolean | null;
  /** After a wrong code: how many more tries it allows. */
  attemptsLeft?: number;
}

/**
 * Checks a code. The attempt is counted by one atomic UPDATE … RETURNING guarded by
 * `attempts < max_attempts`, so of 20 parallel guesses at most 5 are ever evaluated, on any
 * number of service processes (docs/quality.md §2 item 8). A right code is then consumed once.
 */
export async function checkChallenge(
  db: Db,
  phoneHashValue: string,
  code: string,
  now: Date,
): Promise<OtpCheck> {
  const nowIso = now.toISOString();
  const counted = await db.execute(sql`
    update otp_challenges set attempts = attempts + 1
    where id = (select id from otp_challenges where phone_hash = ${phoneHashValue} order by created_at desc limit 1)
      and consumed_at is null and expires_at > ${nowIso}::timestamptz and attempts < max_attempts
    returning id, code_hash, marketing_consent, max_attempts - attempts as left`);
  const row = rowsOf<{
    id: string;
    code_hash: string;
    marketing_consent: boolean | null;
    left: number | string;
  }>(counted)[0];
  if (!row) return { outcome: await whyRefused(db, phoneHashValue, now), marketingConsent: null };
  if (!safeEqual(row.code_hash, codeHash(row.id, code)))
    return { outcome: 'wrong', marketingConsent: null, attemptsLeft: Number(row.left) };
  const consumed = await db.execute(sql`
    update otp_challenges set consumed_at = ${nowIso}::timestamptz
    where id = ${row.id} and consumed_at is null returning id`);
  return rowsOf(consumed).length === 1
    ? { outcome: 'ok', marketingConsent: row.marketing_consent }
    : { outcome: 'missing', marketingConsent: null };
}

async function whyRefused(db: Db, phoneHashValue: string, now: Date): Promise<OtpOutcome> {
  const [latest] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.phoneHash, phoneHashValue))
    .orderBy(sql`${otpChallenges.createdAt} desc`)
    .limit(1);
  if (!latest || latest.consumedAt) return 'missing';
  if (latest.expiresAt <= now) return 'expired';
  return 'locked';
}
