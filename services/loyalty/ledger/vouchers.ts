import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Reward } from '@/lib/contract/loyalty';
import type { Db } from '@/services/loyalty/db/client';
import { ApiError, badRequest, conflict, notFound } from '@/services/loyalty/http/errors';
import {
  activeBrands,
  ensureWallet,
  lockLiveMember,
  lockWallets,
} from '@/services/loyalty/ledger/accounts';
import { claimKey, requestHash, saveReply } from '@/services/loyalty/ledger/idempotency';
import { expireWallet, takeFromLots } from '@/services/loyalty/ledger/lots';
import { post } from '@/services/loyalty/ledger/post';
import {
  REWARD_COLUMNS,
  isExpired,
  toReward,
  voucherRow,
  type RewardRow,
} from '@/services/loyalty/ledger/reward-view';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';
import { INSUFFICIENT_POINTS } from '@/services/loyalty/ledger/transfer';

// SPEC §4 Reward flow: unlock (members only), activate (a unique coupon code and the validity
// countdown start on the server), redeem (points leave the wallet in the same transaction).
// QUALITY I8: the voucher row is locked, so each step happens at most once.

/** SPEC §8, the redemption error. */
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

async function spendable(tx: Tx, memberId: string, brand: string, now: Date) {
  const wallet = await ensureWallet(tx, memberId, brand, now);
  const locked = await lockWallets(tx, [wallet]);
  const expired = await expireWallet(tx, { id: wallet, brand, memberId }, now);
  return { wallet, balance: locked.get(wallet)!.balance - expired };
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
    sql`select ${REWARD_COLUMNS} from rewards r where r.id = ${rewardId} and r.brand_code = ${brand}`,
  );
  if (!reward) throw notFound('Reward not found');
  if (!(await activeBrands(tx, memberId)).has(brand))
    throw conflict(`Join ${brand} to unlock this reward`, 'not_member');
  const { balance } = await spendable(tx, memberId, brand, now);
  // SPEC §4: without enough points the member is sent to the transfer flow.
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

async function activate(tx: Tx, memberId: string, v: RewardRow, now: Date): Promise<VoucherReply> {
  if (v.status !== 'unlocked')
    throw conflict(`This voucher is already ${String(v.status)}`, 'voucher_state');
  const hours = num(v.duration) * (v.duration_unit === 'days' ? 24 : 1);
  const expires = new Date(now.getTime() + hours * 3_600_000);
  const code = couponCode(String(v.brand_code));
  await tx.execute(sql`update member_vouchers set status = 'activated', coupon_code = ${code},
                       activated_at = ${at(now)}, expires_at = ${at(expires)} where id = ${String(v.voucher_id)}`);
  const { balance } = await spendable(tx, memberId, String(v.brand_code), now);
  return {
    reward: toReward(
      { ...v, status: 'activated', coupon_code: code, expires_at: expires.toISOString() },
      now,
    ),
    pointBalance: balance,
  };
}

async function redeem(tx: Tx, memberId: string, v: RewardRow, now: Date): Promise<VoucherReply> {
  if (v.status === 'redeemed')
    throw conflict('This voucher has already been redeemed', 'voucher_state');
  if (isExpired(v, now)) throw new ApiError(409, REDEMPTION_FAILED, { code: 'redemption_failed' });
  if (v.status !== 'activated')
    throw conflict('Activate this voucher before redeeming it', 'voucher_state');
  const brand = String(v.brand_code);
  const cost = num(v.points_cost);
  const { wallet, balance } = await spendable(tx, memberId, brand, now);
  if (balance < cost) throw badRequest('id', INSUFFICIENT_POINTS, 'insufficient_points');
  await post(tx, {
    kind: 'redeem',
    memberId,
    ref: String(v.voucher_id),
    memo: { brand, rewardId: v.reward_id, titleEn: v.title_en, titleAr: v.title_ar },
    now,
    entries: [
      { brand, account: wallet, amount: -cost },
      { brand, account: 'issuance', amount: cost },
    ],
  });
  await takeFromLots(tx, wallet, cost, now);
  await tx.execute(sql`update member_vouchers set status = 'redeemed', redeemed_at = ${at(now)},
                       points_spent = ${cost} where id = ${String(v.voucher_id)}`);
  return { reward: toReward({ ...v, status: 'redeemed' }, now), pointBalance: balance - cost };
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
