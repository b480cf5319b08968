import { sql } from 'drizzle-orm';
import type { CountryCode } from '@/lib/contract/common';
import { unauthorized } from '@/services/loyalty/http/errors';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';

export interface Wallet {
  id: number;
  brand: string;
  balance: number;
}

/** The brands' issuance, breakage and exchange accounts; idempotent, run at seed and start. */
export async function ensureSystemAccounts(tx: Tx, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into accounts (brand_code, kind, created_at)
    select b.code, k.kind, ${at(now)}
    from brands b cross join (values ('issuance'), ('breakage'), ('exchange')) as k(kind)
    on conflict (brand_code, kind) where kind not in ('wallet', 'pending', 'owed') do nothing`);
}

/**
 * Locks the member row for share: account deletion locks it for update (part 1), so a deletion
 * waits for an in-flight points movement and a movement never starts on a deleted member
 * (docs/quality.md §2 item 19).
 */
export async function lockLiveMember(
  tx: Tx,
  memberId: string,
): Promise<{ country: CountryCode; phoneE164: string | null }> {
  const [row] = await q<{ country: CountryCode; phoneE164: string | null }>(
    tx,
    sql`select country, phone_e164 as "phoneE164" from members
        where id = ${memberId} and deleted_at is null for share`,
  );
  if (!row) throw unauthorized('Your session has ended. Please sign in again.', 'session_invalid');
  return row;
}

export async function activeBrands(tx: Tx, memberId: string): Promise<Set<string>> {
  const rows = await q<{ brand_code: string }>(
    tx,
    sql`select brand_code from brand_memberships where member_id = ${memberId} and status = 'active'`,
  );
  return new Set(rows.map((r) => r.brand_code));
}

/** A member's accounts at a brand (db/schema-ledger.ts): spendable, pending, and owed points. */
export type MemberAccountKind = 'wallet' | 'pending' | 'owed';

/** The member's account of this kind at a brand, created on first use. */
export async function ensureMemberAccount(
  tx: Tx,
  memberId: string,
  brand: string,
  kind: MemberAccountKind,
  now: Date,
): Promise<number> {
  // The conflict target names the partial unique index of the kind, so its predicate is a literal.
  const only = sql.raw(`'${kind}'`);
  const created = await q<{ id: unknown }>(
    tx,
    sql`insert into accounts (brand_code, kind, member_id, created_at)
        values (${brand}, ${kind}, ${memberId}, ${at(now)})
        on conflict (member_id, brand_code) where kind = ${only} do nothing returning id`,
  );
  if (created[0]) return num(created[0].id);
  const [row] = await q<{ id: unknown }>(
    tx,
    sql`select id from accounts where member_id = ${memberId} and brand_code = ${brand} and kind = ${kind}`,
  );
  return num(row!.id);
}

/** The member's open wallet at a brand, created on first use. */
export const ensureWallet = (tx: Tx, memberId: string, brand: string, now: Date) =>
  ensureMemberAccount(tx, memberId, brand, 'wallet', now);

/** Locks wallets in ascending id order, the one fixed order every path uses (no deadlocks). */
export async function lockWallets(tx: Tx, ids: number[]): Promise<Map<number, Wallet>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await q<{ id: unknown; brand_code: string; balance: unknown }>(
    tx,
    sql`select id, brand_code, balance from accounts
        where id in (${sql.join(
          sorted.map((id) => sql`${id}::bigint`),
          sql`, `,
        )}) order by id for update`,
  );
  return new Map(
    rows.map((r) => [num(r.id), { id: num(r.id), brand: r.brand_code, balance: num(r.balance) }]),
  );
}
