import { sql } from 'drizzle-orm';
import type { CountryCode } from '@/lib/contract/common';
import { addSeconds } from '@/services/loyalty/clock';
import { queryFixed } from '@/services/loyalty/db/client';
import { sha256 } from '@/services/loyalty/domain/secrets';
import { ApiError, badRequest, conflict, unauthorized } from '@/services/loyalty/http/errors';
import { IDEMPOTENCY_MISMATCH, requestHash } from '@/services/loyalty/ledger/idempotency';
import { localDay } from '@/services/loyalty/ledger/local-day';
import { num, q, type Tx } from '@/services/loyalty/ledger/sql';

// Brand-to-brand transfers (DESIGN §4, QUALITY I5/I6): one database transaction, rate recorded,
// rounded down so the programme never mints points (A→B→A never ends with more). The quote is
// read here; the transfer itself runs as one statement (ledger_transfer, migration 0007).

export const INSUFFICIENT_POINTS = 'Insufficient points balance';

export const dailyLimitMessage = (limit: number, brand: string) =>
  `You have reached the daily earning limit of ${limit} points for ${brand}. Please try again tomorrow.`;

/** Every refusal of a quote or transfer, worded once (SPEC §8), keyed as ledger_transfer raises them. */
const REFUSALS: Record<string, (d: Record<string, string>, minimum: number) => ApiError> = {
  session_invalid: () =>
    unauthorized('Your session has ended. Please sign in again.', 'session_invalid'),
  idempotency_mismatch: () =>
    new ApiError(422, IDEMPOTENCY_MISMATCH, { code: 'idempotency_mismatch' }),
  same_brand: () => badRequest('targetBrand', 'Choose two different brands', 'same_brand'),
  unknown_brand: (d) => badRequest(d.field ?? 'targetBrand', 'Unknown brand'),
  not_member: (d) => conflict(`You are not a member of ${d.brand} yet`, 'not_member'),
  no_rate: () => badRequest('targetBrand', 'No exchange rate between these brands'),
  below_minimum: (_, minimum) =>
    badRequest('points', `The minimum transfer is ${minimum} points`, 'below_minimum'),
  zero_receive: () =>
    badRequest('points', 'This amount converts to 0 points at the rate', 'zero_receive'),
  insufficient_points: () => badRequest('points', INSUFFICIENT_POINTS, 'insufficient_points'),
  earn_per_order_limit: (d) =>
    badRequest(
      'points',
      `You can receive at most ${d.perOrder} ${d.name} points in one transfer`,
      'earn_per_order_limit',
    ),
  daily_limit: (d) =>
    new ApiError(400, dailyLimitMessage(Number(d.limit), String(d.name)), {
      code: 'daily_limit',
      field: 'points',
    }),
};

const refuse = (code: string, d: Record<string, string> = {}, minimum = 0) =>
  REFUSALS[code]!(d, minimum);

export interface TransferRequest {
  sourceBrand: string;
  targetBrand: string;
  points: number;
}

export interface Quote {
  send: number;
  receive: number;
  rate: number;
  rateNumerator: number;
  rateDenominator: number;
  minimumPointTransfer: number;
  remainingDailyLimit: number;
}

interface Context {
  target: { limit: number };
  earnedToday: number;
  n: number;
  d: number;
}

/** Memberships, the target's rules, the rate and today's earnings in the target, in one query. */
async function context(
  tx: Tx,
  memberId: string,
  req: TransferRequest,
  day: string,
): Promise<Context> {
  if (req.sourceBrand === req.targetBrand) throw refuse('same_brand');
  const rows = await q<Record<string, unknown>>(
    tx,
    sql`select b.code, b.daily_earning_limit,
          exists (select 1 from brand_memberships m where m.member_id = ${memberId}
                  and m.brand_code = b.code and m.status = 'active') as joined,
          a.id as wallet,
          (select d.points from daily_earnings d where d.account_id = a.id and d.local_day = ${day}::date) as earned,
          r.numerator, r.denominator
        from brands b
        left join accounts a on a.member_id = ${memberId} and a.brand_code = b.code and a.kind = 'wallet'
        left join exchange_rates r on r.from_brand = ${req.sourceBrand} and r.to_brand = ${req.targetBrand}
        where b.code in (${req.sourceBrand}, ${req.targetBrand}) and b.active`,
  );
  for (const b of [req.sourceBrand, req.targetBrand]) {
    const row = rows.find((r) => r.code === b);
    if (!row)
      throw refuse('unknown_brand', {
        field: b === req.sourceBrand ? 'sourceBrand' : 'targetBrand',
      });
    if (!row.joined) throw refuse('not_member', { brand: b });
  }
  const t = rows.find((r) => r.code === req.targetBrand)!;
  if (t.numerator === null) throw refuse('no_rate');
  return {
    target: { limit: num(t.daily_earning_limit) },
    earnedToday: num(t.earned),
    n: num(t.numerator),
    d: num(t.denominator),
  };
}

function price(ctx: Context, req: TransferRequest, minimum: number): Quote {
  if (req.points < minimum) throw refuse('below_minimum', {}, minimum);
  const receive = Math.floor((req.points * ctx.n) / ctx.d);
  if (receive < 1) throw refuse('zero_receive');
  return {
    send: req.points,
    receive,
    rate: ctx.n / ctx.d,
    rateNumerator: ctx.n,
    rateDenominator: ctx.d,
    minimumPointTransfer: minimum,
    remainingDailyLimit: Math.max(0, ctx.target.limit - ctx.earnedToday),
  };
}

/** Checks everything but the balance; SPEC §5 limits apply to the target brand's local day. */
export async function quote(
  tx: Tx,
  memberId: string,
  country: CountryCode,
  req: TransferRequest,
  minimum: number,
  now: Date,
): Promise<Quote> {
  return price(await context(tx, memberId, req, localDay(country, now).key), req, minimum);
}

export interface TransferReply {
  transferId: string;
  send: number;
  receive: number;
  rate: number;
}

/** Who moves the points: a bearer access token (the live session names the member), or a member. */
export type Mover = { token: string; idleSeconds: number } | { memberId: string };

const TRANSFER_SQL = `select ledger_transfer($1::text, $2::uuid, $3::timestamptz, $4::text, $5::text,
  $6::text, $7::text, $8::int, $9::int, $10::timestamptz, $11::date, $12::date) as reply`;

/**
 * A transfer in one statement (migrations/0007_transfer_lock_span.sql): session, idempotency key,
 * wallet locks, limits, expiry of lapsed lots and the posting run in the database, so a hot
 * wallet's locks are held for no network round trip (QUALITY §3). Refusals come back as
 * SQLSTATE LT400 with a code and are worded here.
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
    const [row] = await queryFixed<{ reply: TransferReply }>(db, 'ledger-transfer', TRANSFER_SQL, [
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
    throw refusal(err, minimum) ?? err;
  }
}

/** The service's wording of a refusal raised by ledger_transfer; null for any other error. */
function refusal(err: unknown, minimum: number): ApiError | null {
  const e = err as { code?: unknown; message?: unknown; detail?: unknown };
  if (e?.code !== 'LT400' || typeof e.message !== 'string' || !(e.message in REFUSALS)) return null;
  const detail =
    typeof e.detail === 'string' ? (JSON.parse(e.detail) as Record<string, string>) : {};
  return refuse(e.message, detail, minimum);
}
