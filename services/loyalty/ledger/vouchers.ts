import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Reward } from '@/lib/contract/loyalty';
import type { Db } from '@/services/loyalty/db/client';
import { ServiceError, badRequest, conflict, notFound } from '@/services/loyalty/http/errors';
import {
  activeBrands,
  ensureWallet,
  lockLiveMember,
  lockWallets,
} from '@/services/loyalty/ledger/accounts';
import { claimKey, requestHash, saveReply } from '@/services/loyalty/ledger/idempotency';
import { addLot, expireWallet, takeFromLots, type Taken } from '@/services/loyalty/ledger/lots';
import { post } from '@/services/loyalty/ledger/post';
import {
  REWARD_COLUMNS,
  VOUCHER_COLUMNS,
  isExpired,
  toReward,
  voucherRow,
  type RewardRow,
} from '@/services/loyalty/ledger/reward-view';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';
import { INSUFFICIENT_POINTS } from '@/services/loyalty/ledger/transfer';

// docs/product.md §4 Reward flow: unlock (members only), activate (a unique coupon code and the validity
// countdown start on the server, and the points leave the wallet: every code a member can show
// has its points behind it), redeem at the till (nothing left to take). A voucher that expires
// unused gives its points back (refundExpiredVouchers). docs/quality.md I8: the voucher row is locked,
// so each step happens at most once.

/** docs/product.md §8, the redemption error. */
export const REDEMPTION_FAILED =
  "Redemption failed. Please refresh and try again later. Any points deducted will be credited as a 'Special Bonus' in the relevant brands after some time.";

export type VoucherAction = 'unlock' | 'activate' | 'redeem';

export interface VoucherReply {
  reward: Reward;
  pointBalance: number;
}

// Unambiguous letters and digits (no 0/O, 1/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function couponCode(brand: string): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${brand.toUpperCase()}-${part()}-${part()}`;
}

/** The wallet, locked, with what may be spent now: lapsed lots and vouchers settled first. */
async function spendable(tx: Tx, memberId: string, brand: string, now: Date) {
  const wallet = await ensureWallet(tx, memberId, brand, now);
  await lockWallets(tx, [wallet]);
  await refundVouchersOf(tx, { id: wallet, brand, memberId }, now);
  await expireWallet(tx, wallet, now);
  const [row] = await q<{ balance: unknown }>(
    tx,
    sql`select balance from accounts where id = ${wallet}`,
  );
  return { wallet, balance: num(row?.balance) };
}

async function unlock(
  tx: Tx,
  memberId: string,
  brand: string,
  rewardId: string,
  now: Date,
): Promise<VoucherReply> {
  const [reward] = await q<RewardRow>(
    tx,
    sql`select ${REWARD_COLUMNS}, r.vouchers_per_member from rewards r
        where r.id = ${rewardId} and r.brand_code = ${brand}`,
  );
  if (!reward) throw notFound('Reward not found');
  if (!(await activeBrands(tx, memberId)).has(brand))
    throw conflict(`Join ${brand} to unlock this reward`, 'not_member');
  // One member's unlocks of one reward run one at a time, so a double tap makes one voucher.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('voucher-unlock'), hashtext(${`${memberId}:${rewardId}`}))`,
  );
  const { balance } = await spendable(tx, memberId, brand, now);
  // The catalogue says how many of a reward a member may hold at once: past that, unlocking
  // again is the voucher already held, not another code without points behind it.
  const live = await q<RewardRow>(
    tx,
    sql`select ${REWARD_COLUMNS}, ${VOUCHER_COLUMNS}
        from member_vouchers v join rewards r on r.id = v.reward_id
        where v.member_id = ${memberId} and v.reward_id = ${rewardId}
          and (v.status = 'unlocked' or (v.status = 'activated' and v.expires_at > ${at(now)}))
        order by v.unlocked_at desc`,
  );
  if (live.length >= num(reward.vouchers_per_member))
    return { reward: toReward(live[0]!, now), pointBalance: balance };
  // docs/product.md §4: without enough points the member is sent to the transfer flow.
  if (balance < num(reward.points_cost))
    throw badRequest('id', INSUFFICIENT_POINTS, 'insufficient_points');
  const [v] = await q<{ id: string }>(
    tx,
    sql`insert into member_vouchers (member_id, reward_id, brand_code, status, unlocked_at)
        values (${memberId}, ${rewardId}, ${brand}, 'unlocked', ${at(now)}) returning id`,
  );
  return {
    reward: toReward({ ...reward, voucher_id: v!.id, status: 'unlocked' }, now),
    pointBalance: balance,
  };
}

/** Takes `points` from the wallet for the voucher through the journal; says from which lots. */
async function spendOn(
  tx: Tx,
  memberId: string,
  wallet: number,
  v: RewardRow,
  points: number,
  now: Date,
) {
  const brand = String(v.brand_code);
  await post(tx, {
    kind: 'redeem',
    memberId,
    ref: String(v.voucher_id),
    memo: { brand, rewardId: v.reward_id, titleEn: v.title_en, titleAr: v.title_ar },
    now,
    entries: [
      { brand, account: wallet, amount: -points },
      { brand, account: 'issuance', amount: points },
    ],
  });
  return takeFromLots(tx, wallet, points, now);
}

async function activate(tx: Tx, memberId: string, v: RewardRow, now: Date): Promise<VoucherReply> {
  if (v.status !== 'unlocked')
    throw conflict(`This voucher is already ${String(v.status)}`, 'voucher_state');
  const brand = String(v.brand_code);
  const cost = num(v.points_cost);
  const { wallet, balance } = await spendable(tx, memberId, brand, now);
  if (balance < cost) throw badRequest('id', INSUFFICIENT_POINTS, 'insufficient_points');
  const hours = num(v.duration) * (v.duration_unit === 'days' ? 24 : 1);
  const expires = new Date(now.getTime() + hours * 3_600_000);
  const code = couponCode(brand);
  const held = cost > 0 ? await spendOn(tx, memberId, wallet, v, cost, now) : [];
  await tx.execute(sql`update member_vouchers set status = 'activated', coupon_code = ${code},
                       activated_at = ${at(now)}, expires_at = ${at(expires)},
                       points_spent = ${cost}, held_lots = ${JSON.stringify(held)}::jsonb
                       where id = ${String(v.voucher_id)}`);
  return {
    reward: toReward(
      { ...v, status: 'activated', coupon_code: code, expires_at: expires.toISOString() },
      now,
    ),
    pointBalance: balance - cost,
  };
}

async function redeem(tx: Tx, memberId: string, v: RewardRow, now: Date): Promise<VoucherReply> {
  if (v.status === 'redeemed')
    throw conflict('This voucher has already been redeemed', 'voucher_state');
  if (isExpired(v, now)) throw new ServiceError('redemption_failed', REDEMPTION_FAILED);
  if (v.status !== 'activated')
    throw conflict('Activate this voucher before redeeming it', 'voucher_state');
  const brand = String(v.brand_code);
  const { wallet, balance } = await spendable(tx, memberId, brand, now);
  // The points left the wallet when the voucher was activated, unless it was activated before
  // activation took them (held_lots is unset): those are taken now, as they were promised.
  const owed = v.held_lots === null && num(v.points_spent) === 0 ? num(v.points_cost) : 0;
  if (owed > 0) {
    if (balance < owed) throw badRequest('id', INSUFFICIENT_POINTS, 'insufficient_points');
    await spendOn(tx, memberId, wallet, v, owed, now);
  }
  await tx.execute(sql`update member_vouchers set status = 'redeemed', redeemed_at = ${at(now)},
                       points_spent = ${num(v.points_spent) + owed} where id = ${String(v.voucher_id)}`);
  return {
    reward: toReward({ ...v, status: 'redeemed', redeemed_at: now.toISOString() }, now),
    pointBalance: balance - owed,
  };
}

type Wallet = { id: number; brand: string; memberId: string | null };

interface HeldVoucher {
  id: string;
  points_spent: unknown;
  held_lots: Taken[] | null;
  reward_id: string;
  title_en: string;
  title_ar: string;
}

const HELD_VOUCHER = sql`id, points_spent, held_lots, reward_id,
  (select title_en from rewards r where r.id = member_vouchers.reward_id) as title_en,
  (select title_ar from rewards r where r.id = member_vouchers.reward_id) as title_ar`;

/**
 * Gives `parts` of a voucher's points back to the wallet through one 'refund' transaction, each
 * with the expiry and order it had. Returns the points given back.
 */
async function giveBack(
  tx: Tx,
  wallet: Wallet & { memberId: string },
  v: HeldVoucher,
  parts: Taken[],
  now: Date,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const points = parts.reduce((n, p) => n + p.points, 0);
  if (points <= 0) return 0;
  const txId = await post(tx, {
    kind: 'refund',
    memberId: wallet.memberId,
    ref: v.id,
    memo: {
      brand: wallet.brand,
      rewardId: v.reward_id,
      titleEn: v.title_en,
      titleAr: v.title_ar,
      ...extra,
    },
    now,
    entries: [
      { brand: wallet.brand, account: 'issuance', amount: -points },
      { brand: wallet.brand, account: wallet.id, amount: points },
    ],
  });
  for (const lot of parts)
    await addLot(
      tx,
      wallet.id,
      lot.points,
      txId,
      now,
      new Date(lot.expiresAt),
      lot.orderId ?? null,
    );
  return points;
}

/** The orders among `parts`' origins that have been cancelled. */
async function cancelledOrigins(tx: Tx, parts: Taken[]): Promise<Set<string>> {
  const ids = [...new Set(parts.flatMap((p) => (p.orderId ? [p.orderId] : [])))];
  if (!ids.length) return new Set();
  const rows = await q<{ id: string }>(
    tx,
    sql`select id from orders where status = 'cancelled' and id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Gives back the points of this wallet's activated vouchers that expired unused (or, with
 * `unexpired`, of every activated voucher: the account is being closed), each with the expiry
 * and origin its points had (held_lots), and marks them expired. Points of an order cancelled
 * since are not given back: that order took them back (docs/product.md §4 Cancelled orders). The
 * caller holds the wallet's lock.
 */
export async function refundVouchersOf(
  tx: Tx,
  wallet: Wallet,
  now: Date,
  opts: { unexpired?: boolean } = {},
): Promise<number> {
  const memberId = wallet.memberId;
  if (!memberId) return 0;
  const due = await q<HeldVoucher>(
    tx,
    sql`update member_vouchers set status = 'expired'
        where id in (select id from member_vouchers
                     where member_id = ${memberId} and brand_code = ${wallet.brand}
                       and status = 'activated'
                       ${opts.unexpired ? sql`` : sql`and expires_at <= ${at(now)}`}
                     for update skip locked)
        returning ${HELD_VOUCHER}`,
  );
  let points = 0;
  for (const v of due) {
    if (num(v.points_spent) <= 0 || !v.held_lots) continue;
    const cancelled = await cancelledOrigins(tx, v.held_lots);
    const standing = v.held_lots.filter((p) => !p.orderId || !cancelled.has(p.orderId));
    points += await giveBack(tx, { ...wallet, memberId }, v, standing, now);
  }
  return points;
}

/**
 * Voids the unredeemed vouchers that points of a cancelled order funded: each is marked expired
 * and voided by the order, its other points given back with their own expiry, the member told in
 * the history. Returns the order's points they held, which stay taken. A voucher being redeemed
 * at this moment is skipped: redeemed, its points are spent, and the order's share is owed. The
 * caller holds the wallet's lock.
 */
export async function voidVouchersOfOrder(
  tx: Tx,
  wallet: Wallet & { memberId: string },
  order: { id: string; externalId: string },
  now: Date,
): Promise<number> {
  const held = await q<HeldVoucher>(
    tx,
    sql`update member_vouchers set status = 'expired', voided_by = ${order.id}::uuid
        where id in (select id from member_vouchers
                     where member_id = ${wallet.memberId} and brand_code = ${wallet.brand}
                       and status = 'activated'
                       and held_lots @> ${JSON.stringify([{ orderId: order.id }])}::jsonb
                     for update skip locked)
        returning ${HELD_VOUCHER}`,
  );
  let taken = 0;
  for (const v of held) {
    const parts = v.held_lots ?? [];
    taken += parts.filter((p) => p.orderId === order.id).reduce((n, p) => n + p.points, 0);
    const others = parts.filter((p) => p.orderId !== order.id);
    await giveBack(tx, wallet, v, others, now, { voidedBy: order.externalId });
  }
  return taken;
}

export async function voucherAction(
  db: Db,
  memberId: string,
  req: { brand: string; id: string; action: VoucherAction; idempotencyKey: string },
  now: Date,
): Promise<VoucherReply> {
  const { idempotencyKey, ...payload } = req;
  return db.transaction(async (tx) => {
    const claim = await claimKey<VoucherReply>(tx, {
      scope: memberId,
      key: idempotencyKey,
      call: 'redeem-reward',
      hash: requestHash(payload),
      now,
    });
    if (claim) return claim.replay;
    await lockLiveMember(tx, memberId);
    let reply: VoucherReply;
    if (req.action === 'unlock') reply = await unlock(tx, memberId, req.brand, req.id, now);
    else {
      const v = await voucherRow(tx, memberId, req.id, { lock: true });
      if (!v || v.brand_code !== req.brand) throw notFound('Voucher not found');
      reply =
        req.action === 'activate'
          ? await activate(tx, memberId, v, now)
          : await redeem(tx, memberId, v, now);
    }
    await saveReply(tx, memberId, idempotencyKey, reply);
    return reply;
  });
}
