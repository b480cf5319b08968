import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import {
  CARD_STEP_TOLERANCE,
  cardMac,
  cardStep,
  parseCardCode,
  type MemberCard,
} from '@/lib/contract/member-card';
import { conflict, notFound, unauthorized } from '@/services/loyalty/http/errors';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';
import type { MemberAuth } from '@/services/loyalty/domain/sessions';

// The member card (lib/contract/member-card.ts): one per signed-in device, deleted with its
// session; a code names its card and proves the device holds the card's secret.

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
  const parsed = parseCardCode(code);
  if (!parsed) throw invalid();
  const expected = await cardMac(
    cardSecret(lookupSecret, parsed.cardId),
    parsed.cardId,
    parsed.step,
  );
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(parsed.mac.padEnd(expected.length))))
    throw invalid();
  const [row] = await q<{ member_id: string; country: 'UAE' | 'KSA' }>(
    tx,
    sql`select m.id as member_id, m.country from member_cards c
        join sessions s on s.id = c.session_id join members m on m.id = c.member_id
        where c.id = ${parsed.cardId} and s.revoked_at is null
          and s.absolute_expires_at > ${at(now)} and m.deleted_at is null
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
