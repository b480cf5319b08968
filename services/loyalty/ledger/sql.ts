import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '@/services/loyalty/db/client';

/** A transaction handle or the database: every ledger function runs inside the caller's transaction. */
export type Tx = Pick<Db, 'execute'>;

export async function q<T>(tx: Tx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await tx.execute(query));
}

export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** int8 and sum() come back as strings from node-postgres; numbers stay numbers. */
export const num = (v: unknown): number => Number(v ?? 0);
