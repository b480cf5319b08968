import type { BrandCode } from '@/lib/contract/common';
import { sql } from 'drizzle-orm';
import type { Db } from '@/services/loyalty/db/client';
import { ensureWallet, lockLiveMember, lockWallets } from '@/services/loyalty/ledger/accounts';
import { brandRules } from '@/services/loyalty/ledger/brand-rules';
import { claimKey, requestHash, saveReply } from '@/services/loyalty/ledger/idempotency';
import { addLot } from '@/services/loyalty/ledger/lots';
import { post } from '@/services/loyalty/ledger/post';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';
import { joiningBonusKey, type BonusKeying } from '@/services/loyalty/domain/secrets';

// register-member (docs/product.md §4 Per-brand membership, Reward flow step 2): enrols the member in brands;
// a first enrolment credits the brand's joining bonus as a lot, once per phone number ever
// (docs/product.md §4 Account deletion: a number that joins again gets no second bonus).

export interface EnrolReply {
  brands: { brand: BrandCode; joiningBonusPts: number }[];
}

export async function enrolInBrand(
  tx: Tx,
  memberId: string,
  brand: string,
  extUserId: string,
  now: Date,
  phoneKey: string | null,
): Promise<number> {
  // A double tap's second join waits here for the first, then finds it done and answers as it did:
  // with the bonus that join credited (docs/quality.md I4).
  const joined = await q(
    tx,
    sql`insert into brand_memberships (member_id, brand_code, ext_user_id, joined_at)
        values (${memberId}, ${brand}, ${extUserId}, ${at(now)})
        on conflict do nothing returning member_id`,
  );
  if (joined.length) return grantJoiningBonus(tx, memberId, brand, now, phoneKey);
  const [bonus] = await q<{ points: unknown }>(
    tx,
    sql`select coalesce(sum(e.amount), 0)::int as points from journal_transactions t
        join journal_entries e on e.tx_id = t.id join accounts a on a.id = e.account_id
        where t.kind = 'joining-bonus' and t.member_id = ${memberId} and t.ref = ${brand}
          and a.kind = 'wallet'`,
  );
  return num(bonus?.points);
}

/**
 * The brand's joining bonus (config), credited as a lot from the brand's issuance account, unless
 * the number (its key in the joining-bonus record, joiningBonusKey) had it before. Without a key
 * (the demo seed) nothing is recorded.
 */
export async function grantJoiningBonus(
  tx: Tx,
  memberId: string,
  brand: string,
  now: Date,
  phoneKey: string | null,
): Promise<number> {
  const rules = await brandRules(tx, brand);
  const wallet = await ensureWallet(tx, memberId, brand, now);
  if (rules.joiningBonusPts <= 0) return 0;
  if (phoneKey !== null) {
    const first = await q(
      tx,
      sql`insert into joining_bonus_grants (phone_key, brand_code, granted_at)
          values (${phoneKey}, ${brand}, ${at(now)}) on conflict do nothing returning brand_code`,
    );
    if (!first.length) return 0;
  }
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
  keying: BonusKeying,
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
    const { phoneE164 } = await lockLiveMember(tx, memberId);
    const phoneKey = phoneE164 ? joiningBonusKey(keying, phoneE164) : null;
    const out: EnrolReply['brands'] = [];
    // Sorted, so two enrolments of one member lock wallets in the same order.
    const unique = [...new Map(req.brands.map((b) => [b.brand, b])).values()].sort((a, b) =>
      a.brand.localeCompare(b.brand),
    );
    for (const b of unique)
      out.push({
        brand: b.brand,
        joiningBonusPts: await enrolInBrand(tx, memberId, b.brand, b.extUserId, now, phoneKey),
      });
    const reply = { brands: out };
    await saveReply(tx, memberId, req.idempotencyKey, reply);
    return reply;
  });
}
