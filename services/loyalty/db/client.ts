import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { schema, type Schema } from '@/services/loyalty/db/schema';

// One typed handle over either driver (not a union of the two drivers' types, which TypeScript cannot call through).
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
/** Every ledger function and trigger, applied after the migrations (docs/architecture.md §4). */
export const LEDGER_SQL_PATH = fileURLToPath(new URL('../ledger/ledger.sql', import.meta.url));
// Any constant works; it only has to be the same in every service process.
const MIGRATION_LOCK_KEY = 4_100_001;

/** PostgreSQL when a URL is given; otherwise PGlite in `dataDir`, or in memory without one. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await applyLedgerSql(client);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client erroring (server restart) must not crash the process.
  pool.on('error', () => {});
  await withMigrationLock(pool, async (conn) => {
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
    await applyLedgerSql(conn);
  });
  const db = drizzlePg(pool, { schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** Several replicas may start at once: only one migrates (and applies the ledger's SQL) at a time. */
async function withMigrationLock(
  pool: pg.Pool,
  work: (conn: pg.PoolClient) => Promise<void>,
): Promise<void> {
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await work(conn);
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    conn.release();
  }
}

/**
 * The ledger's functions and triggers (ledger/ledger.sql), after drizzle's migrations: tables come
 * from the migrations, behaviour from that one file. Every statement in it replaces what is there,
 * so applying it at every start changes nothing the second time; one transaction, so no part of it
 * is ever half in place. On PostgreSQL the caller holds the migration lock.
 */
async function applyLedgerSql(client: PGlite | pg.ClientBase): Promise<void> {
  const text = readFileSync(LEDGER_SQL_PATH, 'utf8');
  if (client instanceof PGlite) {
    await client.transaction((tx) => tx.exec(text));
    return;
  }
  // Running replicas keep posting meanwhile: a changed trigger's table lock is waited for at most
  // briefly (so their writes do not queue behind it), and a lock timeout or a deadlock with one of
  // their transactions is tried again.
  for (let attempt = 1; ; attempt += 1) {
    await client.query('begin');
    try {
      await client.query(`set local lock_timeout = '2s'`);
      await client.query(text);
      await client.query('commit');
      return;
    } catch (err) {
      await client.query('rollback');
      const code = (err as { code?: unknown }).code;
      if (attempt >= 10 || (code !== '40P01' && code !== '55P03')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Applies ledger/ledger.sql again to an open database, as another service start would. */
export async function reapplyLedgerSql(db: Db): Promise<void> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return applyLedgerSql(client);
  if (!(client instanceof pg.Pool))
    throw new Error('reapplyLedgerSql needs a database, not a transaction');
  await withMigrationLock(client, applyLedgerSql);
}

/** Rows of a raw `db.execute(sql…)`, the same on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Rows of one fixed statement on a hot path. On a PostgreSQL pool it is a named prepared
 * statement (parsed once per connection, no per-call SQL building); on PGlite a plain
 * parameterised query; inside a transaction handle it runs on that transaction.
 */
export async function queryFixed<T>(
  db: Pick<Db, 'execute'>,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as T[];
  if (client instanceof PGlite) return (await client.query<T>(text, values)).rows;
  // A transaction: the same text, with its $n placeholders bound through drizzle.
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((p, i) => (i % 2 ? sql`${values[Number(p) - 1]}` : sql.raw(p)));
  return rowsOf<T>(await db.execute(sql.join(chunks)));
}
