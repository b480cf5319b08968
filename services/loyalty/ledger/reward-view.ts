import { sql, type SQL } from 'drizzle-orm';
import type { Reward } from '@/lib/contract/loyalty';
import { num, q, type Tx } from '@/services/loyalty/ledger/sql';

// Rows of the catalogue and of members' vouchers, shaped as docs/product.md §3 Reward / voucher.

export const REWARD_COLUMNS = sql`r.id as reward_id, r.brand_code, r.title_en, r.title_ar, r.description_en,
  r.description_ar, r.terms_en, r.terms_ar, r.image, r.offer_type, r.channel, r.points_cost, r.duration,
  r.duration_unit, r.joining_bonus_pts`;

/** A member's voucher (member_vouchers as v) as toReward reads it, beside REWARD_COLUMNS. */
export const VOUCHER_COLUMNS = sql`v.id as voucher_id, v.status, v.coupon_code, v.expires_at,
  v.redeemed_at`;

export type RewardRow = Record<string, unknown>;

export function toReward(r: RewardRow, now: Date): Reward {
  const expiresAt = r.expires_at ? new Date(r.expires_at as string) : null;
  let status = (r.status as Reward['status'] | undefined) ?? 'available';
  // The validity countdown runs on the server: past it, an activated voucher shows as expired.
  if (status === 'activated' && expiresAt && expiresAt <= now) status = 'expired';
  return {
    id: String(r.voucher_id ?? r.reward_id),
    brand: String(r.brand_code),
    titleEn: String(r.title_en),
    titleAr: String(r.title_ar),
    descriptionEn: String(r.description_en),
    descriptionAr: String(r.description_ar),
    termsEn: String(r.terms_en),
    termsAr: String(r.terms_ar),
    image: String(r.image),
    offerType: r.offer_type as Reward['offerType'],
    channel: r.channel as Reward['channel'],
    pointsCost: num(r.points_cost),
    duration: num(r.duration),
    durationUnit: r.duration_unit as Reward['durationUnit'],
    joiningBonusPts: num(r.joining_bonus_pts),
    status,
    couponCode: (r.coupon_code as string | null | undefined) ?? null,
    expiresAt: expiresAt ? expiresAt.toISOString() : null,
    // When the till took it: the member reads "Used at 14:32, KFC" (components/rewards/used-at.tsx).
    redeemedAt: r.redeemed_at ? new Date(r.redeemed_at as string).toISOString() : null,
  };
}

/**
 * A brand given as its code or its lower-case short name (docs/product.md §7 reward-list:
 * lower-case brand), as an expression inside a list's own statement: null when no brand has it,
 * so a list of an unknown brand is empty without a statement of its own.
 */
export const brandCodeIn = (brand: string): SQL =>
  sql`(select code from brands where lower(code) = lower(${brand}) or shortname = lower(${brand}) limit 1)`;

/** brandCodeIn on its own, for a handler that compares it with a row it read. */
export async function brandCodeOf(tx: Tx, brand: string): Promise<string | null> {
  const [b] = await q<{ code: string | null }>(tx, sql`select ${brandCodeIn(brand)} as code`);
  return b?.code ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's voucher; another member's id, or a malformed one, is simply not there (docs/quality.md §2 item 7). */
export async function voucherRow(
  tx: Tx,
  memberId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<RewardRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await q<RewardRow>(
    tx,
    sql`select ${REWARD_COLUMNS}, ${VOUCHER_COLUMNS}, v.activated_at, v.points_spent, v.held_lots
        from member_vouchers v join rewards r on r.id = v.reward_id
        where v.id = ${id} and v.member_id = ${memberId}
        ${opts.lock ? sql`for update of v` : sql``}`,
  );
  return row ?? null;
}

export function isExpired(row: RewardRow, now: Date): boolean {
  return (
    row.status === 'expired' || (!!row.expires_at && new Date(row.expires_at as string) <= now)
  );
}
