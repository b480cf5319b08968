import type { BrandCode } from '@/lib/contract/common';
import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import {
  activeBrands,
  ensureWallet,
  lockLiveMember,
  lockWallets,
} from '@/services/loyalty/ledger/accounts';
import { brandRules } from '@/services/loyalty/ledger/brand-rules';
import { claimKey, requestHash, saveReply } from '@/services/loyalty/ledger/idempotency';
import { addLot } from '@/services/loyalty/ledger/lots';
import { post } from '@/services/loyalty/ledger/post';
import { at, type Tx } from '@/services/loyalty/ledger/sql';

// register-member (docs/product.md §4 Per-brand membership, Reward flow step 2): enrols the member in brands;
// a first enrolment credits the brand's joining bonus as a lot.

export interface EnrolReply {
  brands: { brand: BrandCode; joiningBonusPts: number }[];
}

export async function enrolInBrand(
  tx: Tx,
  memberId: string,
  brand: string,
  extUserId: string,
  now: Date,
): Promise<number> {
  if ((await activeBrands(tx, memberId)).has(brand)) return 0;
  await tx.execute(sql`insert into brand_memberships (member_id, brand_code, ext_user_id, joined_at)
                       values (${memberId}, ${brand}, ${extUserId}, ${at(now)})`);
  return grantJoiningBonus(tx, memberId, brand, now);
}

/** The brand's joining bonus (config), credited as a lot from the brand's issuance account. */
export async function grantJoiningBonus(
  tx: Tx,
  memberId: string,
  brand: string,
  now: Date,
): Promise<number> {
  const rules = await brandRules(tx, brand);
  const wallet = await ensureWallet(tx, memberId, brand, now);
  if (rules.joiningBonusPts <= 0) return 0;
  await lockWallets(tx, [wallet]);
  const txId = await post(tx, {
    kind: 'joining-bonus',
    memberId,
    ref: brand,
    memo: { brand },
    now,
    entries: [
      { brand, account: 'issuance', amount: -rules.joiningBonusPts },
      { brand, account: wallet, amount: rules.joiningBonusPts },
    ],
  });
  await addLot(tx, wallet, rules.joiningBonusPts, txId, now);
  return rules.joiningBonusPts;
}

export async function registerMember(
  db: Db,
  memberId: string,
  req: { brands: { brand: BrandCode; extUserId: string }[]; idempotencyKey: string },
  now: Date,
): Promise<EnrolReply> {
  return db.transaction(async (tx) => {
    const claim = await claimKey<EnrolReply>(tx, {
      scope: memberId,
      key: req.idempotencyKey,
      call: 'register-member',
      hash: requestHash(req.brands),
      now,
    });
    if (claim) return claim.replay;
    await lockLiveMember(tx, memberId);
    const out: EnrolReply['brands'] = [];
    // Sorted, so two enrolments of one member lock wallets in the same order.
    const unique = [...new Map(req.brands.map((b) => [b.brand, b])).values()].sort((a, b) =>
      a.brand.localeCompare(b.brand),
    );
    for (const b of unique)
      out.push({
        brand: b.brand,
        joiningBonusPts: await enrolInBrand(tx, memberId, b.brand, b.extUserId, now),
      });
    const reply = { brands: out };
    await saveReply(tx, memberId, req.idempotencyKey, reply);
    return reply;
  });
}
