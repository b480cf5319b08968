import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import { ApiError, badRequest, conflict } from '@/services/loyalty/http/errors';
import {
  activeBrands,
  ensureWallet,
  lockLiveMember,
  lockWallets,
} from '@/services/loyalty/ledger/accounts';
import { brandRules, earnedBetween, type BrandRules } from '@/services/loyalty/ledger/brand-rules';
import { claimKey, requestHash, saveReply } from '@/services/loyalty/ledger/idempotency';
import { localDay } from '@/services/loyalty/ledger/local-day';
import { addLot, expireWallet, takeFromLots } from '@/services/loyalty/ledger/lots';
import { post } from '@/services/loyalty/ledger/post';
import { num, q, type Tx } from '@/services/loyalty/ledger/sql';

// Brand-to-brand transfers (DESIGN §4, QUALITY I5/I6): one database transaction, rate recorded,
// rounded down so the programme never mints points (A→B→A never ends with more).

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
  target: BrandRules;
  wallets: { source: number; target: number } | null;
}

async function rateOf(tx: Tx, from: string, to: string) {
  const [r] = await q<{ numerator: unknown; denominator: unknown }>(
    tx,
    sql`select numerator, denominator from exchange_rates where from_brand = ${from} and to_brand = ${to}`,
  );
  if (!r) throw badRequest('targetBrand', 'No exchange rate between these brands');
  return { n: num(r.numerator), d: num(r.denominator) };
}

/** Checks everything but the balance; SPEC §5 limits apply to the target brand's local day. */
export async function quote(
  tx: Tx,
  memberId: string,
  country: 'UAE' | 'KSA',
  req: TransferRequest,
  minimum: number,
  now: Date,
): Promise<Quote> {
  if (req.sourceBrand === req.targetBrand)
    throw badRequest('targetBrand', 'Choose two different brands', 'same_brand');
  const joined = await activeBrands(tx, memberId);
  for (const b of [req.sourceBrand, req.targetBrand])
    if (!joined.has(b)) throw conflict(`You are not a member of ${b} yet`, 'not_member');
  const target = await brandRules(tx, req.targetBrand);
  const { n, d } = await rateOf(tx, req.sourceBrand, req.targetBrand);
  if (req.points < minimum)
    throw badRequest('points', `The minimum transfer is ${minimum} points`, 'below_minimum');
  const receive = Math.floor((req.points * n) / d);
  if (receive < 1)
    throw badRequest('points', 'This amount converts to 0 points at the rate', 'below_minimum');
  const [w] = await q<{ id: unknown }>(
    tx,
    sql`select id from accounts where member_id = ${memberId} and brand_code = ${req.targetBrand} and kind = 'wallet'`,
  );
  const day = localDay(country, now);
  const earned = w ? await earnedBetween(tx, num(w.id), day.start, day.end) : 0;
  return {
    send: req.points,
    receive,
    rate: n / d,
    rateNumerator: n,
    rateDenominator: d,
    minimumPointTransfer: minimum,
    remainingDailyLimit: Math.max(0, target.dailyEarningLimit - earned),
    target,
    wallets: null,
  };
}

export interface TransferReply {
  transferId: string;
  send: number;
  receive: number;
  rate: number;
}

export async function transferPoints(
  db: Db,
  memberId: string,
  req: TransferRequest & { idempotencyKey: string },
  minimum: number,
  now: Date,
): Promise<TransferReply> {
  const { idempotencyKey, ...payload } = req;
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
    const qt = await quote(tx, memberId, country, payload, minimum, now);
    const src = await ensureWallet(tx, memberId, req.sourceBrand, now);
    const dst = await ensureWallet(tx, memberId, req.targetBrand, now);
    const locked = await lockWallets(tx, [src, dst]);
    const expired = await expireWallet(tx, { id: src, brand: req.sourceBrand, memberId }, now);
    await expireWallet(tx, { id: dst, brand: req.targetBrand, memberId }, now);
    if (locked.get(src)!.balance - expired < qt.send)
      throw badRequest('points', INSUFFICIENT_POINTS, 'insufficient_points');
    // Re-read under the wallet lock: two concurrent transfers into one brand see each other (I6).
    const day = localDay(country, now);
    const earned = await earnedBetween(tx, dst, day.start, day.end);
    if (qt.receive > qt.target.earnPerOrder)
      throw badRequest(
        'points',
        `You can receive at most ${qt.target.earnPerOrder} ${qt.target.nameEn} points in one transfer`,
        'earn_per_order_limit',
      );
    if (earned + qt.receive > qt.target.dailyEarningLimit)
      throw new ApiError(400, dailyLimitMessage(qt.target.dailyEarningLimit, qt.target.nameEn), {
        code: 'daily_limit',
        field: 'points',
      });
    const transferId = randomUUID();
    const txId = await post(tx, {
      kind: 'transfer',
      memberId,
      ref: transferId,
      memo: {
        sourceBrand: req.sourceBrand,
        targetBrand: req.targetBrand,
        send: qt.send,
        receive: qt.receive,
        rate: `${qt.rateNumerator}:${qt.rateDenominator}`,
      },
      now,
      entries: [
        { brand: req.sourceBrand, account: src, amount: -qt.send },
        { brand: req.sourceBrand, account: 'exchange', amount: qt.send },
        { brand: req.targetBrand, account: 'exchange', amount: -qt.receive },
        { brand: req.targetBrand, account: dst, amount: qt.receive },
      ],
    });
    await takeFromLots(tx, src, qt.send, now);
    await addLot(tx, dst, qt.receive, txId, now, qt.target.pointExpiryMonths);
    await tx.execute(
      sql`insert into transfers (id, member_id, source_brand, target_brand, send, receive,
            rate_numerator, rate_denominator, tx_id, created_at)
          values (${transferId}, ${memberId}, ${req.sourceBrand}, ${req.targetBrand}, ${qt.send}, ${qt.receive},
            ${qt.rateNumerator}, ${qt.rateDenominator}, ${txId}, ${now.toISOString()}::timestamptz)`,
    );
    const reply = { transferId, send: qt.send, receive: qt.receive, rate: qt.rate };
    await saveReply(tx, memberId, idempotencyKey, reply);
    return reply;
  });
}
