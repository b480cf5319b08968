import { sql } from 'drizzle-orm';
import type { BrandCode, CountryCode } from '@/lib/contract/common';
import type { TransferOptionsData } from '@/lib/contract/loyalty';
import { addSeconds } from '@/services/loyalty/clock';
import { queryFixed } from '@/services/loyalty/db/client';
import { sha256 } from '@/services/loyalty/domain/secrets';
import { requestHash } from '@/services/loyalty/ledger/idempotency';
import { localDay } from '@/services/loyalty/ledger/local-day';
import { num, q, type Tx } from '@/services/loyalty/ledger/sql';
import { transferRefusal } from '@/services/loyalty/ledger/transfer-refusals';

// Brand-to-brand transfers (docs/architecture.md §4, docs/quality.md I5/I6): one database transaction, rate recorded,
// rounded down so the programme never mints points (A→B→A never ends with more), points keeping
// the expiry they had. One rule, ledger_transfer_check (ledger/ledger.sql), decides whether a
// transfer may happen: the quote, the transfers proposed for a reward and the transfer itself
// (one statement, ledger_transfer) all ask it. Rates are integer fractions end to end.

// A refused transfer becomes the contract's refusal in transfer-refusals.ts; a reward refused for
// its balance (vouchers.ts) says the same.
export { INSUFFICIENT_POINTS } from '@/services/loyalty/ledger/transfer-refusals';

export interface TransferRequest {
  sourceBrand: string;
  targetBrand: string;
  points: number;
}

/** A rate as the database keeps it: `numerator` target points for `denominator` source points. */
export interface Rate {
  numerator: number;
  denominator: number;
}

export interface Quote {
  send: number;
  receive: number;
  rate: Rate;
  minimumPointTransfer: number;
  remainingDailyLimit: number;
}

/** Asks ledger_transfer_check (ledger/ledger.sql): the one rule of a transfer. Refusals come raw. */
async function check(
  db: Tx,
  memberId: string,
  country: CountryCode,
  req: TransferRequest,
  minimum: number,
  now: Date,
): Promise<{ receive: number; n: number; d: number }> {
  const [row] = await q<{ o_receive: unknown; o_n: unknown; o_d: unknown }>(
    db,
    sql`select o_receive, o_n, o_d from ledger_transfer_check(${memberId}::uuid, ${req.sourceBrand},
          ${req.targetBrand}, ${req.points}::int, ${minimum}::int, ${localDay(country, now).key}::date,
          ${now.toISOString()}::timestamptz)`,
  );
  return { receive: num(row!.o_receive), n: num(row!.o_n), d: num(row!.o_d) };
}

interface Room {
  n: number;
  d: number;
  balance: number;
  perOrder: number;
  limitLeft: number;
}

async function room(
  db: Tx,
  memberId: string,
  src: string,
  dst: string,
  day: string,
  now: Date,
): Promise<Room | null> {
  const [r] = await q<Record<string, unknown>>(
    db,
    sql`select * from ledger_transfer_room(${memberId}::uuid, ${src}, ${dst}, ${day}::date, ${now.toISOString()}::timestamptz)`,
  );
  if (!r) return null;
  return {
    n: num(r.o_n),
    d: num(r.o_d),
    balance: num(r.o_balance),
    perOrder: num(r.o_per_order),
    limitLeft: num(r.o_limit_left),
  };
}

/**
 * What the transfer would do, refused exactly as the transfer would refuse it. Runs outside a
 * transaction: a refusal raised in the database would end one.
 */
export async function quote(
  db: Tx,
  memberId: string,
  country: CountryCode,
  req: TransferRequest,
  minimum: number,
  now: Date,
): Promise<Quote> {
  const { receive, n, d } = await check(db, memberId, country, req, minimum, now).catch(
    async (err: unknown) => {
      const who = { memberId };
      throw (await transferRefusal(db, err, { who, request: req, minimum, now })) ?? err;
    },
  );
  const limits = await room(
    db,
    memberId,
    req.sourceBrand,
    req.targetBrand,
    localDay(country, now).key,
    now,
  );
  return {
    send: req.points,
    receive,
    rate: { numerator: n, denominator: d },
    minimumPointTransfer: minimum,
    remainingDailyLimit: limits?.limitLeft ?? 0,
  };
}

/**
 * The transfers that would bring `points` to the target, for the reward popup (docs/product.md §2): from each
 * other joined brand, the smallest transfer that covers them (at least the minimum), or else the
 * largest this source can make now, if any (a first step; the popup asks again for the rest).
 * Each is confirmed by the transfer's own rule before it is offered.
 */
export async function transferOptions(
  db: Tx,
  memberId: string,
  country: CountryCode,
  target: string,
  points: number,
  minimum: number,
  now: Date,
): Promise<TransferOptionsData> {
  const day = localDay(country, now).key;
  const sources = await q<{ code: BrandCode }>(
    db,
    sql`select b.code from brands b
        join brand_memberships m on m.brand_code = b.code and m.member_id = ${memberId} and m.status = 'active'
        where b.active and b.code <> ${target} order by b.sort_order`,
  );
  const options: TransferOptionsData['options'] = [];
  let targetFull = false;
  for (const { code } of sources) {
    const r = await room(db, memberId, code, target, day, now);
    if (!r) continue;
    if (r.limitLeft === 0) targetFull = true;
    const covering = Math.max(minimum, Math.ceil((points * r.d) / r.n));
    // The most this source can send: its balance, and what the target may still receive.
    const cap = Math.min(r.perOrder, r.limitLeft);
    const largest = Math.min(r.balance, Math.floor(((cap + 1) * r.d - 1) / r.n));
    for (const send of covering <= largest ? [covering] : largest >= minimum ? [largest] : []) {
      const confirmed = await check(
        db,
        memberId,
        country,
        { sourceBrand: code, targetBrand: target, points: send },
        minimum,
        now,
      ).catch(() => null);
      if (confirmed)
        options.push({
          sourceBrand: code,
          send,
          receive: confirmed.receive,
          covers: confirmed.receive >= points,
        });
    }
  }
  options.sort(
    (a, b) =>
      Number(b.covers) - Number(a.covers) || (a.covers ? a.send - b.send : b.receive - a.receive),
  );
  if (options.length) return { options, refusal: null };
  return { options, refusal: await noOption(db, target, targetFull, sources.length > 0) };
}

/** Why no transfer can be proposed, with the target's name and limit for the member's words. */
async function noOption(db: Tx, target: string, targetFull: boolean, joinedOthers: boolean) {
  const [brand] = await q<{ name_en: string; name_ar: string; daily_earning_limit: unknown }>(
    db,
    sql`select name_en, name_ar, daily_earning_limit from brands where code = ${target}`,
  );
  const brandName = brand && { en: brand.name_en, ar: brand.name_ar };
  if (targetFull)
    return {
      code: 'daily_limit',
      message: "The target brand's daily earning limit is reached",
      dailyLimit: brand && num(brand.daily_earning_limit),
      dailyLimitLeft: 0,
      brandName,
    };
  return joinedOthers
    ? { code: 'no_points_to_move', message: 'No other brand has points to move', brandName }
    : { code: 'no_brand_to_move_from', message: 'No other brand is joined', brandName };
}

export interface TransferReply {
  transferId: string;
  send: number;
  receive: number;
  rate: Rate;
}

/** Who moves the points: a bearer access token (the live session names the member), or a member. */
export type Mover = { token: string; idleSeconds: number } | { memberId: string };

const TRANSFER_SQL = `select ledger_transfer($1::text, $2::uuid, $3::timestamptz, $4::text, $5::text,
  $6::text, $7::text, $8::int, $9::int, $10::timestamptz, $11::date, $12::date) as reply`;

/**
 * A transfer in one statement (ledger_transfer, ledger/ledger.sql): session, idempotency key,
 * wallet locks, limits, expiry of lapsed lots and the posting run in the database, so a hot
 * wallet's locks are held for no network round trip (docs/quality.md §3). Refusals come back as
 * SQLSTATE LT400 with a code, which transfer-refusals.ts turns into the contract's refusal.
 */
export async function transferPoints(
  db: Tx,
  who: Mover,
  req: TransferRequest & { idempotencyKey: string },
  minimum: number,
  now: Date,
): Promise<TransferReply> {
  const { idempotencyKey, ...payload } = req;
  const token = 'token' in who ? sha256(who.token) : null;
  const idleCutoff = 'token' in who ? addSeconds(now, -who.idleSeconds).toISOString() : null;
  try {
    const [row] = await queryFixed<{ reply: TransferReply }>(db, TRANSFER_SQL, [
      token,
      'memberId' in who ? who.memberId : null,
      idleCutoff,
      idempotencyKey,
      requestHash(payload),
      payload.sourceBrand,
      payload.targetBrand,
      payload.points,
      minimum,
      now.toISOString(),
      localDay('UAE', now).key,
      localDay('KSA', now).key,
    ]);
    return row!.reply;
  } catch (err) {
    const asker =
      'token' in who ? { tokenHash: token!, idleCutoff: idleCutoff! } : { memberId: who.memberId };
    throw (await transferRefusal(db, err, { who: asker, request: payload, minimum, now })) ?? err;
  }
}
