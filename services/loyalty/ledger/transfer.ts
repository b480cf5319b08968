import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CountryCode } from '@/lib/contract/common';
import type { Db } from '@/services/loyalty/db/client';
import { ApiError, badRequest, conflict } from '@/services/loyalty/http/errors';
import { ensureWallet, lockLiveMember } from '@/services/loyalty/ledger/accounts';
import { addEarned } from '@/services/loyalty/ledger/brand-rules';
import { claimKey, requestHash } from '@/services/loyalty/ledger/idempotency';
import { localDay } from '@/services/loyalty/ledger/local-day';
import { assertTaken, expiryCte, postExpiries, takeCtes } from '@/services/loyalty/ledger/lots';
import { postingCtes } from '@/services/loyalty/ledger/post';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';

// Brand-to-brand transfers (DESIGN §4, QUALITY I5/I6): one database transaction, rate recorded,
// rounded down so the programme never mints points (A→B→A never ends with more). The hot path
// is ten statements, so locks are held briefly and hot wallets keep up (QUALITY §3).

export const INSUFFICIENT_POINTS = 'Insufficient points balance';

export const dailyLimitMessage = (limit: number, brand: string) =>
  `You have reached the daily earning limit of ${limit} points for ${brand}. Please try again tomorrow.`;

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
  target: { name: string; limit: number; perOrder: number; months: number };
  wallets: Map<string, number>;
  /** Points of expired lots this query moved out of each brand's wallet (not yet journaled). */
  expired: Map<string, number>;
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
  expire: { wallets: number[]; now: Date } | null = null,
): Promise<Context> {
  if (req.sourceBrand === req.targetBrand)
    throw badRequest('targetBrand', 'Choose two different brands', 'same_brand');
  const rows = await q<Record<string, unknown>>(
    tx,
    sql`${expire ? sql`with ${expiryCte(expire.wallets, expire.now)}` : sql``}
        select b.code, b.name_en, b.daily_earning_limit, b.earn_per_order, b.point_expiry_months,
          exists (select 1 from brand_memberships m where m.member_id = ${memberId}
                  and m.brand_code = b.code and m.status = 'active') as joined,
          a.id as wallet,
          (select d.points from daily_earnings d where d.account_id = a.id and d.local_day = ${day}::date) as earned,
          r.numerator, r.denominator,
          ${expire ? sql`(select coalesce(sum(x.left), 0) from expired x where x.account_id = a.id)` : sql`0`}::int as expired
        from brands b
        left join accounts a on a.member_id = ${memberId} and a.brand_code = b.code and a.kind = 'wallet'
        left join exchange_rates r on r.from_brand = ${req.sourceBrand} and r.to_brand = ${req.targetBrand}
        where b.code in (${req.sourceBrand}, ${req.targetBrand}) and b.active`,
  );
  for (const b of [req.sourceBrand, req.targetBrand]) {
    const row = rows.find((r) => r.code === b);
    if (!row)
      throw badRequest(b === req.sourceBrand ? 'sourceBrand' : 'targetBrand', 'Unknown brand');
    if (!row.joined) throw conflict(`You are not a member of ${b} yet`, 'not_member');
  }
  const t = rows.find((r) => r.code === req.targetBrand)!;
  if (t.numerator === null)
    throw badRequest('targetBrand', 'No exchange rate between these brands');
  return {
    target: {
      name: String(t.name_en),
      limit: num(t.daily_earning_limit),
      perOrder: num(t.earn_per_order),
      months: num(t.point_expiry_months),
    },
    wallets: new Map(
      rows.filter((r) => r.wallet !== null).map((r) => [String(r.code), num(r.wallet)]),
    ),
    expired: new Map(rows.map((r) => [String(r.code), num(r.expired)])),
    earnedToday: num(t.earned),
    n: num(t.numerator),
    d: num(t.denominator),
  };
}

function price(ctx: Context, req: TransferRequest, minimum: number): Quote {
  if (req.points < minimum)
    throw badRequest('points', `The minimum transfer is ${minimum} points`, 'below_minimum');
  const receive = Math.floor((req.points * ctx.n) / ctx.d);
  if (receive < 1)
    throw badRequest('points', 'This amount converts to 0 points at the rate', 'zero_receive');
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

/** Locks the member's wallets at these brands in id order (the one order every path uses). */
async function lockPair(tx: Tx, memberId: string, brands: string[]) {
  return q<{ id: unknown; brand_code: string; balance: unknown }>(
    tx,
    sql`select id, brand_code, balance from accounts
        where member_id = ${memberId} and kind = 'wallet' and brand_code in (${sql.join(
          brands.map((b) => sql`${b}`),
          sql`, `,
        )}) order by id for update`,
  );
}

export async function transferPoints(
  db: Db,
  memberId: string,
  req: TransferRequest & { idempotencyKey: string },
  minimum: number,
  now: Date,
): Promise<TransferReply> {
  const { idempotencyKey, ...payload } = req;
  const { sourceBrand: src, targetBrand: dst } = payload;
  return db.transaction(async (tx) => {
    const claim = await claimKey<TransferReply>(tx, {
      scope: memberId,
      key: idempotencyKey,
      call: 'transfer-points',
      hash: requestHash(payload),
      now,
    });
    if (claim) return claim.replay;
    const { country } = await lockLiveMember(tx, memberId);
    const day = localDay(country, now);
    let locked = src === dst ? [] : await lockPair(tx, memberId, [src, dst]);
    if (locked.length < 2) {
      // First transfer touching a brand: check membership before opening its wallet.
      await context(tx, memberId, payload, day.key);
      for (const b of [src, dst]) await ensureWallet(tx, memberId, b, now);
      locked = await lockPair(tx, memberId, [src, dst]);
    }
    const from = locked.find((w) => w.brand_code === src)!;
    const to = locked.find((w) => w.brand_code === dst)!;
    const srcId = num(from.id);
    const dstId = num(to.id);
    // Read under the wallet locks (concurrent transfers into one brand see each other, I6), and
    // expire both wallets' lapsed lots in the same statement so an expired lot is never spent.
    const ctx = await context(tx, memberId, payload, day.key, { wallets: [srcId, dstId], now });
    const qt = price(ctx, payload, minimum);
    await postExpiries(
      tx,
      [
        { id: srcId, brand: src, points: ctx.expired.get(src) ?? 0 },
        { id: dstId, brand: dst, points: ctx.expired.get(dst) ?? 0 },
      ],
      memberId,
      now,
    );
    if (num(from.balance) - (ctx.expired.get(src) ?? 0) < qt.send)
      throw badRequest('points', INSUFFICIENT_POINTS, 'insufficient_points');
    if (qt.receive > ctx.target.perOrder)
      throw badRequest(
        'points',
        `You can receive at most ${ctx.target.perOrder} ${ctx.target.name} points in one transfer`,
        'earn_per_order_limit',
      );
    if (ctx.earnedToday + qt.receive > ctx.target.limit)
      throw new ApiError(400, dailyLimitMessage(ctx.target.limit, ctx.target.name), {
        code: 'daily_limit',
        field: 'points',
      });
    const transferId = randomUUID();
    const reply: TransferReply = { transferId, send: qt.send, receive: qt.receive, rate: qt.rate };
    const expires = new Date(now);
    expires.setUTCMonth(expires.getUTCMonth() + ctx.target.months);
    const posting = postingCtes({
      kind: 'transfer',
      memberId,
      ref: transferId,
      memo: {
        sourceBrand: src,
        targetBrand: dst,
        send: qt.send,
        receive: qt.receive,
        rate: `${qt.rateNumerator}:${qt.rateDenominator}`,
      },
      now,
      entries: [
        { brand: src, account: srcId, amount: -qt.send },
        { brand: src, account: 'exchange', amount: qt.send },
        { brand: dst, account: 'exchange', amount: -qt.receive },
        { brand: dst, account: dstId, amount: qt.receive },
      ],
    });
    // Journal, lots taken and given, the transfer record, today's earnings and the stored reply
    // in one statement: the wallet locks are held for as few round trips as possible (QUALITY §3).
    const [done] = await q<{ taken: unknown }>(
      tx,
      sql`with ${posting}, ${takeCtes(srcId, qt.send, now)},
      lot as (
        insert into lots (account_id, points, remaining, expires_at, created_at, tx_id)
        select ${dstId}, ${qt.receive}, ${qt.receive}, ${at(expires)}, ${at(now)}, t.id from t),
      tr as (
        insert into transfers (id, member_id, source_brand, target_brand, send, receive,
          rate_numerator, rate_denominator, tx_id, created_at)
        select ${transferId}, ${memberId}, ${src}, ${dst}, ${qt.send}, ${qt.receive},
          ${qt.rateNumerator}, ${qt.rateDenominator}, t.id, ${at(now)} from t),
      earned as (${addEarned(dstId, day.key, qt.receive)}),
      reply as (update idempotency_keys set response = ${JSON.stringify(reply)}::jsonb
        where scope = ${memberId} and key = ${idempotencyKey})
      select coalesce((select sum(taken) from took), 0)::int as taken`,
    );
    assertTaken(num(done?.taken), qt.send);
    return reply;
  });
}
