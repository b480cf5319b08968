import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '@/services/loyalty/db/client';
import { schema } from '@/services/loyalty/db/schema';
import { transferPoints } from '@/services/loyalty/ledger/transfer';
import type { BenchMember } from './setup';

// Records the SQL one service transfer sends (through drizzle's logger) and turns it into a
// pgbench script: the member, its wallets and the idempotency key become pgbench variables;
// every other value stays the literal the service sent. So pgbench runs the same statements.

const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return `'${String(v).replace(/'/g, "''")}'`;
};

export async function captureTransferScript(
  url: string,
  m: BenchMember,
  minimum: number,
): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const log: { text: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => log.push({ text, params }) },
  }) as unknown as Db;
  const key = `capture-${Date.now()}`;
  const reply = await transferPoints(
    db,
    m.memberId,
    { sourceBrand: 'AMRX', targetBrand: 'KFC', points: 3, idempotencyKey: key },
    minimum,
    new Date(),
  );
  await pool.end();
  return log.map(({ text, params }) => {
    let out = text;
    for (let i = params.length; i >= 1; i--) {
      const v = params[i - 1];
      const rep =
        v === m.memberId
          ? ':member'
          : v === key
            ? `('pgb-' || :client_id || '-' || :k)`
            : v === reply.transferId
              ? 'gen_random_uuid()'
              : typeof v === 'number' && v === m.src
                ? ':src'
                : typeof v === 'number' && v === m.dst
                  ? ':dst'
                  : literal(v);
      out = out.split(`$${i}`).join(rep);
    }
    return `${out.replace(/\s+/g, ' ').trim()};`;
  });
}
