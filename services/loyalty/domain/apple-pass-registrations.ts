import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import { isApplePassToken } from '@/services/loyalty/domain/apple-pass';
import { passChannel, passFace } from '@/services/loyalty/domain/wallet-pass';
import { unauthorized } from '@/services/loyalty/http/errors';
import { at, num, q } from '@/services/loyalty/ledger/sql';

// Apple's pass web service, the service's part (docs/product.md §4 Member card in the phone's
// wallet): which devices keep which Apple pass, and the pass as it is now. A pass answers only to
// its own token and only while its card is live (its session not signed out or past its end, the
// member not deleted), so signing the pass out in Active sessions ends its updates too.

/**
 * When a pass last changed: the member's latest journal transaction (its points), the member's
 * last profile change (its name), or the pass's making. Needs m (members) joined.
 */
export const PASS_UPDATED_AT = sql`greatest(c.created_at, m.updated_at, coalesce((select max(t.created_at)
  from journal_transactions t where t.member_id = c.member_id), c.created_at))`;

/**
 * A change is stamped with its request's start, and one that began before a read may commit after
 * it, within the database's statement and lock timeouts (15 s and 5 s by default) and the clock
 * skew between replicas. A pass read now is said to hold every change up to this long before.
 */
const PASS_SETTLE_MS = 60_000;

/** The cards whose Apple pass is live now (c: member_cards, joined to s and m). */
export const LIVE_APPLE_CARDS = (now: Date) => sql`member_cards c
  join sessions s on s.id = c.session_id join members m on m.id = c.member_id
  where s.channel = ${passChannel('apple')} and s.revoked_at is null
    and s.absolute_expires_at > ${at(now)} and m.deleted_at is null`;

interface PassAsk {
  serialNumber: string;
  authenticationToken: string;
}

const refused = () => unauthorized('This pass is not live', 'unauthorized');

/** The live pass this token opens, else a 401 (wrong token, signed out, deleted). */
async function livePass(db: Db, lookupSecret: string, ask: PassAsk, now: Date) {
  const cardId = Number(ask.serialNumber);
  if (!isApplePassToken(lookupSecret, cardId, ask.authenticationToken)) throw refused();
  const [row] = await q<{
    member_id: string;
    valid_until: Date | string;
    updated_at: Date | string;
  }>(
    db,
    sql`select c.member_id, s.absolute_expires_at as valid_until, ${PASS_UPDATED_AT} as updated_at
        from ${LIVE_APPLE_CARDS(now)} and c.id = ${cardId}`,
  );
  if (!row) throw refused();
  return {
    cardId,
    memberId: row.member_id,
    validUntil: row.valid_until,
    updatedAt: row.updated_at,
  };
}

/** A device asks for a pass's updates: created is false when it had already asked. */
export async function registerDevice(
  db: Db,
  lookupSecret: string,
  ask: PassAsk & { deviceLibraryIdentifier: string; passTypeIdentifier: string; pushToken: string },
  now: Date,
) {
  const pass = await livePass(db, lookupSecret, ask, now);
  const [row] = await q<{ created: boolean }>(
    db,
    sql`insert into apple_pass_registrations
          (device_library_id, card_id, pass_type_id, push_token, created_at)
        values (${ask.deviceLibraryIdentifier}, ${pass.cardId}, ${ask.passTypeIdentifier},
                ${ask.pushToken}, ${at(now)})
        on conflict (device_library_id, card_id)
          do update set push_token = excluded.push_token, pass_type_id = excluded.pass_type_id
        returning (xmax = 0) as created`,
  );
  return { created: row?.created === true };
}

/** A device no longer wants a pass's updates (the member removed it from Wallet). */
export async function unregisterDevice(
  db: Db,
  lookupSecret: string,
  ask: PassAsk & { deviceLibraryIdentifier: string },
  now: Date,
) {
  const pass = await livePass(db, lookupSecret, ask, now);
  const gone = await q<{ card_id: unknown }>(
    db,
    sql`delete from apple_pass_registrations
        where device_library_id = ${ask.deviceLibraryIdentifier} and card_id = ${pass.cardId}
        returning card_id`,
  );
  return { removed: gone.length > 0 };
}

const tagOf = (time: Date | string) => String(new Date(time).getTime());

/** The device's live passes changed after its tag (every one without a tag), and the newest tag. */
export async function devicePasses(
  db: Db,
  ask: { deviceLibraryIdentifier: string; passTypeIdentifier: string; passesUpdatedSince?: string },
  now: Date,
) {
  const rows = await q<{ id: unknown; updated_at: Date | string }>(
    db,
    sql`select c.id, ${PASS_UPDATED_AT} as updated_at
        from apple_pass_registrations r, ${LIVE_APPLE_CARDS(now)}
          and c.id = r.card_id and r.device_library_id = ${ask.deviceLibraryIdentifier}
          and r.pass_type_id = ${ask.passTypeIdentifier}
        order by c.id`,
  );
  const since = Number(ask.passesUpdatedSince ?? -1);
  const changed = rows.filter((r) => new Date(r.updated_at).getTime() > since);
  const newest = Math.max(...changed.map((r) => new Date(r.updated_at).getTime()));
  return {
    serialNumbers: changed.map((r) => String(num(r.id))),
    lastUpdated: changed.length ? tagOf(new Date(newest)) : '',
  };
}

/** The pass as it is now, signed again by the BFF with the current points. */
export async function latestPass(db: Db, lookupSecret: string, ask: PassAsk, now: Date) {
  const pass = await livePass(db, lookupSecret, ask, now);
  const face = await passFace(db, lookupSecret, { ...pass, wallet: 'apple' }, now);
  return {
    ...face,
    updatedAt: new Date(pass.updatedAt).toISOString(),
    checkedAt: new Date(now.getTime() - PASS_SETTLE_MS).toISOString(),
  };
}
