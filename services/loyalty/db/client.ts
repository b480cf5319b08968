import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
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

/** How the service uses PostgreSQL (docs/production.md §4); PGlite ignores all but the places. */
export interface DatabaseOptions {
  /** PostgreSQL when given; otherwise PGlite in `dataDir`, or in memory without one. */
  databaseUrl?: string;
  dataDir?: string;
  /** Connections this process may hold: N replicas hold up to N times as many. */
  poolSize?: number;
  /** Opening a connection, and waiting for a free one when all are busy. 0: no limit. */
  connectTimeoutMs?: number;
  /** Longest a statement may run before PostgreSQL cancels it. 0: no limit. */
  statementTimeoutMs?: number;
  /** Longest a statement may wait for a row or table lock. 0: no limit. */
  lockTimeoutMs?: number;
  /** Longest a start waits for another process's migrations before it gives up. */
  migrationLockTimeoutMs?: number;
}

export const DATABASE_DEFAULTS = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 5_000,
  migrationLockTimeoutMs: 60_000,
} satisfies Required<Omit<DatabaseOptions, 'databaseUrl' | 'dataDir'>>;

type Limits = { [K in keyof typeof DATABASE_DEFAULTS]: number };

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
/** The session checks (ledger_live_session, ledger_touch_session), asked by calls and transfers. */
export const SESSIONS_SQL_PATH = fileURLToPath(new URL('../domain/sessions.sql', import.meta.url));
/** Every ledger function and trigger, and the idempotency claim (docs/architecture.md §4). */
export const LEDGER_SQL_PATH = fileURLToPath(new URL('../ledger/ledger.sql', import.meta.url));
/**
 * The hand-written SQL of the service's functions and triggers, in the order it is applied after
 * the migrations: the sessions first, as ledger_transfer asks them.
 */
export const BEHAVIOUR_SQL_PATHS = [SESSIONS_SQL_PATH, LEDGER_SQL_PATH] as const;
// Any constant works; it only has to be the same in every service process (and the same as the
// session-level lock of earlier releases, so a rolling start still takes turns with them).
export const MIGRATION_LOCK_KEY = 4_100_001;
// Where drizzle records the migrations it applied; the PostgreSQL path below keeps its layout.
const JOURNAL = 'drizzle.__drizzle_migrations';

/** Opens the database with its migrations and behaviour SQL applied; DATABASE_DEFAULTS where unset. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const d = DATABASE_DEFAULTS;
    return openPostgres(opts.databaseUrl, {
      poolSize: opts.poolSize ?? d.poolSize,
      connectTimeoutMs: opts.connectTimeoutMs ?? d.connectTimeoutMs,
      statementTimeoutMs: opts.statementTimeoutMs ?? d.statementTimeoutMs,
      lockTimeoutMs: opts.lockTimeoutMs ?? d.lockTimeoutMs,
      migrationLockTimeoutMs: opts.migrationLockTimeoutMs ?? d.migrationLockTimeoutMs,
    });
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await applyBehaviourSql(client);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, limits: Limits): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // Startup parameters: each connection has them from its first statement, and no SET is left
    // on a server connection that a pooler hands to another client (docs/production.md §4).
    statement_timeout: limits.statementTimeoutMs || undefined,
    lock_timeout: limits.lockTimeoutMs || undefined,
  });
  // An idle client erroring (server restart) must not crash the process.
  pool.on('error', () => {});
  try {
    const conn = await pool.connect();
    try {
      await checkTimeoutsTaken(conn, limits);
      await inMigrationLock(conn, limits.migrationLockTimeoutMs, async () => {
        await conn.query(`select set_config('lock_timeout', $1, true)`, [
          `${limits.lockTimeoutMs}ms`,
        ]);
        await migratePostgres(conn);
      });
      await applyBehaviourSql(conn, limits.migrationLockTimeoutMs);
    } finally {
      conn.release();
    }
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  const db = drizzlePg(pool, { schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/**
 * A pooler that drops startup parameters (PgBouncer with `ignore_startup_parameters`) would leave
 * every statement without the timeouts asked for, and a stuck one would hang a request for ever:
 * the start refuses that instead. A value the server or pooler sets itself is taken as given.
 */
async function checkTimeoutsTaken(conn: pg.ClientBase, limits: Limits): Promise<void> {
  const { rows } = await conn.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings where name in ('statement_timeout', 'lock_timeout')
     order by name desc`,
  );
  const asked = (name: string) =>
    name === 'statement_timeout' ? limits.statementTimeoutMs : limits.lockTimeoutMs;
  const dropped = rows.filter((r) => asked(r.name) > 0 && Number(r.setting) === 0);
  if (dropped.length)
    throw new Error(
      `PostgreSQL gave this connection no ${dropped.map((r) => r.name).join(' and no ')} though ` +
        `they were asked for: a pooler in between dropped the connection's startup parameters; ` +
        `set them for the database role or in the pooler (docs/production.md §4)`,
    );
}

/**
 * One transaction under the migration lock. The lock belongs to the transaction
 * (pg_advisory_xact_lock), so it ends with it even behind a pooler that gives each transaction
 * another server connection; and the wait for it is bounded, so a process stuck while migrating
 * makes the next start fail, saying so, instead of waiting for ever. Migrations may take longer
 * than a request's statement timeout; only their lock waits are bounded.
 */
async function inMigrationLock(
  conn: pg.ClientBase,
  waitMs: number,
  work: () => Promise<void>,
): Promise<void> {
  await conn.query('begin');
  try {
    await conn.query(
      `select set_config('statement_timeout', '0', true),
      set_config('lock_timeout', $1, true)`,
      [`${waitMs}ms`],
    );
    try {
      await conn.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    } catch (err) {
      if ((err as { code?: unknown }).code !== '55P03') throw err;
      throw new Error(
        `Another process has held the migration lock (advisory lock ${MIGRATION_LOCK_KEY}) for ` +
          `over ${waitMs} ms: a service start may be stuck mid-migration; find it in pg_locks`,
        { cause: err },
      );
    }
    await work();
    await conn.query('commit');
  } catch (err) {
    await conn.query('rollback').catch(() => {});
    throw err;
  }
}

/**
 * drizzle's migrations as drizzle's migrator applies them (its journal table, its hashes, only
 * those newer than the last one recorded), inside the caller's transaction, so the migration lock
 * can be the transaction's own.
 */
async function migratePostgres(conn: pg.ClientBase): Promise<void> {
  await conn.query('create schema if not exists drizzle');
  await conn.query(
    `create table if not exists ${JOURNAL} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const { rows } = await conn.query<{ created_at: string }>(
    `select created_at from ${JOURNAL} order by created_at desc limit 1`,
  );
  const last = rows[0] ? Number(rows[0].created_at) : -Infinity;
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    if (migration.folderMillis <= last) continue;
    for (const statement of migration.sql) await conn.query(statement);
    await conn.query(`insert into ${JOURNAL} (hash, created_at) values ($1, $2)`, [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

/**
 * The service's functions and triggers (BEHAVIOUR_SQL_PATHS: domain/sessions.sql, then
 * ledger/ledger.sql), after drizzle's migrations: tables come from the migrations, behaviour from
 * those files. Every statement in them replaces what is there, so applying them at every start
 * changes nothing the second time; one transaction for all of them, so no part is ever half in
 * place; on PostgreSQL, under the migration lock.
 */
async function applyBehaviourSql(
  client: PGlite | pg.ClientBase,
  lockWaitMs: number = DATABASE_DEFAULTS.migrationLockTimeoutMs,
): Promise<void> {
  const texts = BEHAVIOUR_SQL_PATHS.map((path) => readFileSync(path, 'utf8'));
  if (client instanceof PGlite) {
    await client.transaction(async (tx) => {
      for (const text of texts) await tx.exec(text);
    });
    return;
  }
  // Running replicas keep posting meanwhile: a changed trigger's table lock is waited for at most
  // briefly (so their writes do not queue behind it), and a lock timeout or a deadlock with one of
  // their transactions is tried again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await inMigrationLock(client, lockWaitMs, async () => {
        await client.query(`set local lock_timeout = '2s'`);
        for (const text of texts) await client.query(text);
      });
      return;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= 10 || (code !== '40P01' && code !== '55P03')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Applies the behaviour SQL again to an open database, as another service start would. */
export async function reapplyBehaviourSql(db: Db): Promise<void> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return applyBehaviourSql(client);
  if (!(client instanceof pg.Pool))
    throw new Error('reapplyBehaviourSql needs a database, not a transaction');
  const conn = await client.connect();
  try {
    await applyBehaviourSql(conn);
  } finally {
    conn.release();
  }
}

/** Rows of a raw `db.execute(sql…)`, the same on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Rows of one fixed statement on a hot path, without drizzle's per-call SQL building. Unnamed on
 * PostgreSQL: a named prepared statement lives on one server connection, which a transaction-mode
 * pooler does not keep for this client between statements (docs/production.md §4). On PGlite a
 * plain parameterised query; inside a transaction handle it runs on that transaction.
 */
export async function queryFixed<T>(
  db: Pick<Db, 'execute'>,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query({ text, values })).rows as T[];
  if (client instanceof PGlite) return (await client.query<T>(text, values)).rows;
  // A transaction: the same text, with its $n placeholders bound through drizzle.
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((p, i) => (i % 2 ? sql`${values[Number(p) - 1]}` : sql.raw(p)));
  return rowsOf<T>(await db.execute(sql.join(chunks)));
}
