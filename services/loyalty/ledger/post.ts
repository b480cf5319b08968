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
 * Posts one journal transaction and its entries through ledger_post (ledger/ledger.sql); returns
 * its id. The database applies the balances and checks, at commit, that the entries sum to zero
 * per brand (I3); a wallet that would go negative fails its CHECK (I2) and the whole transaction
 * rolls back.
 */
export async function post(tx: Tx, p: Posting): Promise<number> {
  const rows = await q<{ tx_id: unknown }>(
    tx,
    sql`select ledger_post(${p.kind}, ${p.memberId}::uuid, ${p.ref ?? null}, ${JSON.stringify(p.memo)}::jsonb,
          ${JSON.stringify(p.entries)}::jsonb, ${at(p.now)}) as tx_id`,
  );
  return num(rows[0]?.tx_id);
}
