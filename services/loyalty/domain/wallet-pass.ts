import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CountryCode } from '@/lib/contract/common';
import { BROWSERS } from '@/lib/contract/device';
import type { PassWallet } from '@/lib/contract/member-card';
import { COUNTRY_RULES } from '@/services/loyalty/config/countries';
import type { Db } from '@/services/loyalty/db/client';
import { applePassCode, applePassToken } from '@/services/loyalty/domain/apple-pass';
import { cardSecret } from '@/services/loyalty/domain/member-card';
import { brandBalances } from '@/services/loyalty/ledger/balances';
import { at, num, q } from '@/services/loyalty/ledger/sql';
import { unauthorized } from '@/services/loyalty/http/errors';

// A member card saved in the phone's wallet (docs/product.md §4 Member card in the phone's wallet).
// The pass is bound to a card of its own, and the card to a session of its own: the member sees it
// in the sessions list as a device and signs it out there; signing out everywhere and deleting the
// account end it as they end a device. The session has no secret and no tokens, so it opens
// nothing: its card only earns at the till, like a device's.

/** A wallet keeps a pass for as long as the member keeps it; this bounds a pass never used. */
const PASS_LIFETIME_SECONDS = 365 * 86_400;

/** How the sessions list names each wallet's pass (lib/contract/device.ts). */
const DEVICE_MODELS: Record<PassWallet, string> = {
  google: BROWSERS.googleWallet,
  apple: BROWSERS.appleWallet,
};

/** The session channel of each wallet's passes (an Apple pass's code is good on its own only). */
export const passChannel = (wallet: PassWallet) => `${wallet}-wallet`;

export interface WalletPassCard {
  card: { cardId: number; secret: string; memberNumber: string; validUntil: string };
  memberName: string;
  totalPoints: number;
  asOf: string;
  timeZone: string;
  apple?: { code: string; authenticationToken: string };
}

/** What a pass of this card shows now: the member's name and number, and total points as of now. */
export async function passFace(
  db: Db,
  lookupSecret: string,
  card: { cardId: number; memberId: string; validUntil: Date | string; wallet: PassWallet },
  now: Date,
): Promise<WalletPassCard> {
  const [[member], balances] = await Promise.all([
    q<{ member_number: unknown; name: string | null; country: CountryCode }>(
      db,
      sql`select member_number, name, country from members where id = ${card.memberId}`,
    ),
    brandBalances(db, card.memberId, now),
  ]);
  return {
    card: {
      cardId: card.cardId,
      secret: cardSecret(lookupSecret, card.cardId),
      memberNumber: String(num(member?.member_number)),
      validUntil: new Date(card.validUntil).toISOString(),
    },
    memberName: member?.name ?? '',
    totalPoints: balances.reduce((sum, b) => sum + b.pointBalance, 0),
    asOf: now.toISOString(),
    timeZone: COUNTRY_RULES[member?.country ?? 'UAE'].timeZone,
    ...(card.wallet === 'apple'
      ? {
          apple: {
            code: applePassCode(lookupSecret, card.cardId),
            authenticationToken: applePassToken(lookupSecret, card.cardId),
          },
        }
      : {}),
  };
}

/** A new pass card for this member in this wallet, with what the pass's face shows. */
export async function newWalletPass(
  db: Db,
  lookupSecret: string,
  memberId: string,
  wallet: PassWallet,
  now: Date,
): Promise<WalletPassCard> {
  const validUntil = new Date(now.getTime() + PASS_LIFETIME_SECONDS * 1000);
  const [row] = await q<{ id: unknown }>(
    db,
    sql`with s as (
          insert into sessions (member_id, device_id, device_model, brand, channel, origin,
                                created_at, last_seen_at, absolute_expires_at)
          select m.id, ${`pass-${randomUUID()}`}, ${DEVICE_MODELS[wallet]}, 'AMRX', ${passChannel(wallet)},
                 'pass', ${at(now)}, ${at(now)}, ${at(validUntil)}
          from members m where m.id = ${memberId} and m.deleted_at is null
          returning id, member_id)
        insert into member_cards (session_id, member_id, created_at)
        select s.id, s.member_id, ${at(now)} from s
        returning id`,
  );
  if (!row) throw unauthorized('Session ended', 'session_invalid');
  return passFace(db, lookupSecret, { cardId: num(row.id), memberId, validUntil, wallet }, now);
}
