import { sql, type SQL } from 'drizzle-orm';
import type { JournalKind } from '@/services/loyalty/db/schema-ledger';
import { at, num, q, type Tx } from '@/services/loyalty/ledger/sql';

export type SystemKind = 'issuance' | 'breakage' | 'exchange';

export interface Entry {
  brand: string;
  /** A wallet id, or the brand's system account of this kind. */
  account: number | SystemKind;
  amount: number;
}

export interface Posting {
  kind: JournalKind;
  memberId: string | null;
  ref?: string | null;
  memo: Record<string, unknown>;
  entries: Entry[];
  now: Date;
}

/**
 * The journal transaction `t` and its entries as WITH clauses, so a caller can post within a
 * larger statement (the transfer's hot path). The database applies the wallet balances and
 * checks, at commit, that the entries sum to zero per brand (I3); a wallet that would go
 * negative fails its CHECK (I2) and the whole transaction rolls back.
 */
export function postingCtes(p: Posting): SQL {
  const values = p.entries.map((e) => {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0)
      throw new Error('ledger: entry amounts are non-zero integers');
    const account =
      typeof e.account === 'number'
        ? sql`${e.account}::bigint`
        : sql`(select id from accounts where brand_code = ${e.brand} and kind = ${e.account})`;
    return sql`(${account}, ${e.brand}::text, ${e.amount}::int)`;
  });
  return sql`t as (
      insert into journal_transactions (kind, member_id, ref, memo, created_at)
      values (${p.kind}, ${p.memberId}, ${p.ref ?? null}, ${JSON.stringify(p.memo)}::jsonb, ${at(p.now)})
      returning id),
    e as (
      insert into journal_entries (tx_id, account_id, brand_code, amount, created_at)
      select t.id, v.account_id, v.brand_code, v.amount, ${at(p.now)}
      from t, (values ${sql.join(values, sql`, `)}) as v(account_id, brand_code, amount))`;
}

/** Posts one journal transaction and its entries in a single statement; returns its id. */
export async function post(tx: Tx, p: Posting): Promise<number> {
  const rows = await q<{ tx_id: unknown }>(
    tx,
    sql`with ${postingCtes(p)} select id as tx_id from t`,
  );
  return num(rows[0]?.tx_id);
}
