import { sql } from 'drizzle-orm';
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
 * Posts one journal transaction and its entries in a single statement. The database applies the
 * wallet balances and checks, at commit, that the entries sum to zero per brand (I3); a wallet
 * that would go negative fails its CHECK (I2) and the whole transaction rolls back.
 */
export async function post(tx: Tx, p: Posting): Promise<number> {
  const values = p.entries.map((e) => {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0)
      throw new Error('ledger: entry amounts are non-zero integers');
    const account =
      typeof e.account === 'number'
        ? sql`${e.account}::bigint`
        : sql`(select id from accounts where brand_code = ${e.brand} and kind = ${e.account})`;
    return sql`(${account}, ${e.brand}::text, ${e.amount}::int)`;
  });
  const rows = await q<{ tx_id: unknown }>(
    tx,
    sql`with t as (
      insert into journal_transactions (kind, member_id, ref, memo, created_at)
      values (${p.kind}, ${p.memberId}, ${p.ref ?? null}, ${JSON.stringify(p.memo)}::jsonb, ${at(p.now)})
      returning id)
    insert into journal_entries (tx_id, account_id, brand_code, amount, created_at)
    select t.id, v.account_id, v.brand_code, v.amount, ${at(p.now)}
    from t, (values ${sql.join(values, sql`, `)}) as v(account_id, brand_code, amount)
    returning tx_id`,
  );
  return num(rows[0]?.tx_id);
}
