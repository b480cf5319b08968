import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BROWSERS } from '@/lib/contract/device';
import type { PassWallet } from '@/lib/contract/member-card';
import type { Db } from '@/services/loyalty/db/client';
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
const DEVICE_MODELS: Record<PassWallet, string> = { google: BROWSERS.googleWallet };

export interface WalletPassCard {
  cardId: number;
  secret: string;
  memberNumber: string;
  memberName: string;
  totalPoints: number;
  asOf: string;
  validUntil: string;
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
  const [row] = await q<{ id: unknown; member_number: unknown; name: string | null }>(
    db,
    sql`with s as (
          insert into sessions (member_id, device_id, device_model, brand, channel, origin,
                                created_at, last_seen_at, absolute_expires_at)
          select m.id, ${`pass-${randomUUID()}`}, ${DEVICE_MODELS[wallet]}, 'AMRX', ${`${wallet}-wallet`},
                 'pass', ${at(now)}, ${at(now)}, ${at(validUntil)}
          from members m where m.id = ${memberId} and m.deleted_at is null
          returning id, member_id)
        insert into member_cards (session_id, member_id, created_at)
        select s.id, s.member_id, ${at(now)} from s
        returning id,
          (select member_number from members where id = ${memberId}) as member_number,
          (select name from members where id = ${memberId}) as name`,
  );
  if (!row) throw unauthorized('Session ended', 'session_invalid');
  const balances = await brandBalances(db, memberId, now);
  const cardId = num(row.id);
  return {
    cardId,
    secret: cardSecret(lookupSecret, cardId),
    memberNumber: String(num(row.member_number)),
    memberName: row.name ?? '',
    totalPoints: balances.reduce((sum, b) => sum + b.pointBalance, 0),
    asOf: now.toISOString(),
    validUntil: validUntil.toISOString(),
  };
}
