import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import {
  CARD_STEP_TOLERANCE,
  PASS_CODE_DIGITS,
  base64UrlToBytes,
  cardMac,
  cardStep,
  parseCardCode,
  parsePassCode,
  type MemberCard,
} from '@/lib/contract/member-card';
import { staticPassCode } from '@/services/loyalty/domain/apple-pass';
import { totp } from '@/services/loyalty/domain/totp';
import { conflict, notFound, unauthorized } from '@/services/loyalty/http/errors';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';
import type { MemberAuth } from '@/services/loyalty/domain/sessions';

// The member card (lib/contract/member-card.ts): one per signed-in device, deleted with its
// session, and one per wallet pass, whose session is the pass's own (domain/wallet-pass.ts); a
// code names its card and proves its holder has the card's secret.

/**
 * A card's secret: derived from its id under the server's lookup secret, with a label of its own,
 * so the database holds no secret and a card id alone draws no code.
 */
export const cardSecret = (lookupSecret: string, cardId: number) =>
  createHmac('sha256', lookupSecret).update(`member-card:${cardId}`).digest('base64url');

/** The card of this session, made on first ask. */
export async function memberCardFor(
  db: Db,
  lookupSecret: string,
  auth: MemberAuth,
  now: Date,
): Promise<MemberCard> {
  await db.execute(
    sql`insert into member_cards (session_id, member_id, created_at)
        values (${auth.sessionId}, ${auth.memberId}, ${at(now)})
        on conflict (session_id) do nothing`,
  );
  const [row] = await q<{ id: unknown; member_number: unknown; valid_until: Date | string }>(
    db,
    sql`select c.id, m.member_number, s.absolute_expires_at as valid_until
        from member_cards c join sessions s on s.id = c.session_id join members m on m.id = c.member_id
        where c.session_id = ${auth.sessionId}`,
  );
  if (!row) throw unauthorized('Session ended', 'session_invalid');
  const cardId = num(row.id);
  return {
    memberNumber: String(num(row.member_number)),
    cardId,
    secret: cardSecret(lookupSecret, cardId),
    validUntil: new Date(row.valid_until).toISOString(),
  };
}

export interface ScannedCard {
  cardId: number;
  step: number;
  memberId: string;
  country: 'UAE' | 'KSA';
}

const invalid = () => notFound('No member card with this code', 'card_code_invalid');

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A device's code (M1) drawn with its card's secret: its card and step, else null. */
async function deviceCode(lookupSecret: string, code: string) {
  const parsed = parseCardCode(code);
  if (!parsed) return null;
  const secret = cardSecret(lookupSecret, parsed.cardId);
  const expected = await cardMac(secret, parsed.cardId, parsed.step);
  return same(expected, parsed.mac) ? { cardId: parsed.cardId, step: parsed.step } : null;
}

/**
 * A wallet pass's code (M2): the pass's TOTP for a step within the tolerance of now (the code does
 * not name its step, so each is tried), else null.
 */
function passCode(lookupSecret: string, code: string, now: Date) {
  const parsed = parsePassCode(code);
  if (!parsed) return null;
  const key = base64UrlToBytes(cardSecret(lookupSecret, parsed.cardId));
  const current = cardStep(now.getTime());
  for (let step = current - CARD_STEP_TOLERANCE; step <= current + CARD_STEP_TOLERANCE; step++)
    if (same(totp(key, step, PASS_CODE_DIGITS), parsed.totp))
      return { cardId: parsed.cardId, step };
  return null;
}

/**
 * The member a scanned code names, when the code was drawn with a live card's secret: the card's
 * session not signed out or past its end, the member not deleted. The row locks the member as the
 * phone lookup does. Whether the code is still current is asked by `spendCardCode`, after a retry
 * of a recorded order has had its first answer.
 */
export async function memberForCardCode(
  tx: Tx,
  lookupSecret: string,
  code: string,
  now: Date,
): Promise<ScannedCard> {
  const apple = staticPassCode(lookupSecret, code, now);
  const parsed =
    apple ?? (await deviceCode(lookupSecret, code)) ?? passCode(lookupSecret, code, now);
  if (!parsed) throw invalid();
  // An Apple pass's fixed code is good only on the Apple pass's own card (domain/wallet-pass.ts).
  const channel = apple ? 'apple-wallet' : null;
  const [row] = await q<{ member_id: string; country: 'UAE' | 'KSA' }>(
    tx,
    sql`select m.id as member_id, m.country from member_cards c
        join sessions s on s.id = c.session_id join members m on m.id = c.member_id
        where c.id = ${parsed.cardId} and s.revoked_at is null
          and s.absolute_expires_at > ${at(now)} and m.deleted_at is null
          and (${channel}::text is null or s.channel = ${channel}::text)
        for share of m`,
  );
  if (!row) throw invalid();
  return {
    cardId: parsed.cardId,
    step: parsed.step,
    memberId: row.member_id,
    country: row.country,
  };
}

/**
 * Uses a scanned code for an order: refused when its step is too far from now (a screenshot, or a
 * code kept for later) or when it already earned for another order.
 */
export async function spendCardCode(
  tx: Tx,
  card: ScannedCard,
  order: { brand: string; orderId: string },
  now: Date,
): Promise<void> {
  if (Math.abs(cardStep(now.getTime()) - card.step) > CARD_STEP_TOLERANCE)
    throw conflict('This member card code has expired', 'card_code_expired');
  const used = await q<{ step: unknown }>(
    tx,
    sql`insert into member_card_uses (card_id, step, brand_code, order_id, used_at)
        values (${card.cardId}, ${card.step}, ${order.brand}, ${order.orderId}, ${at(now)})
        on conflict do nothing returning step`,
  );
  if (!used[0]) throw conflict('This member card code was already used', 'card_code_used');
}
