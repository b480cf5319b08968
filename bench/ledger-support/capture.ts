import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '@/services/loyalty/db/client';
import { sha256 } from '@/services/loyalty/domain/secrets';
import { schema } from '@/services/loyalty/db/schema';
import { transferPoints } from '@/services/loyalty/ledger/transfer';
import { DEFAULT_SETTINGS } from '@/services/loyalty/settings';
import type { BenchMember } from './setup';

// Records the SQL one service transfer sends (every query on the pool, named or not) and turns
// it into a pgbench script: the member's token hash is looked up by the pgbench variable :m in
// the same statement (no extra round trip the service does not make either), the idempotency
// key is built from pgbench variables; every other value stays the literal the service sent.
// So pgbench runs the same statements.

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
  const query = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
  pool.query = ((config: unknown, values?: unknown[]) => {
    const c = config as string | { text: string; values?: unknown[] };
    log.push(
      typeof c === 'string'
        ? { text: c, params: values ?? [] }
        : { text: c.text, params: c.values ?? values ?? [] },
    );
    return query(config, values);
  }) as typeof pool.query;
  const db = drizzle(pool, { schema }) as unknown as Db;
  const key = `capture-${Date.now()}`;
  await transferPoints(
    db,
    { token: m.token, idleSeconds: DEFAULT_SETTINGS.tokens.idleSeconds },
    { sourceBrand: 'AMRX', targetBrand: 'KFC', points: 3, idempotencyKey: key },
    minimum,
    new Date(),
  );
  await pool.end();
  const tokenHash = sha256(m.token);
  return log.map(({ text, params }) => {
    let out = text;
    for (let i = params.length; i >= 1; i--) {
      const v = params[i - 1];
      const rep =
        v === m.memberId
          ? ':member'
          : v === tokenHash
            ? '(select token_hash from bench_members where n = :m)'
            : v === key
              ? `('pgb-' || :client_id || '-' || :k)`
              : literal(v);
      out = out.split(`$${i}`).join(rep);
    }
    return `${out.replace(/\s+/g, ' ').trim()};`;
  });
}
