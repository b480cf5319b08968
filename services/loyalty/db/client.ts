import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
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
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client erroring (server restart) must not crash the process.
  pool.on('error', () => {});
  // Several replicas may start at once: only one migrates at a time.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    conn.release();
  }
  const db = drizzlePg(pool, { schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
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
