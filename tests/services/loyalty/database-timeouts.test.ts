import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_DEFAULTS,
  MIGRATION_LOCK_KEY,
  openDatabase,
  rowsOf,
  type Database,
} from '@/services/loyalty/db/client';
import { freshDatabase } from './support/fresh-database';

// Every wait on PostgreSQL is bounded (services/loyalty/db/client.ts, docs/production.md §4): a
// connection that is never answered, a statement that runs on, a lock that is not given up, and a
// migration lock held by a start that got stuck each end in an error that says which it was.

const url = process.env.TEST_DATABASE_URL;

/** How long `run` took to fail, and its error. */
async function failure(run: () => Promise<unknown>): Promise<{ ms: number; error: Error }> {
  const started = Date.now();
  try {
    await run();
  } catch (error) {
    return { ms: Date.now() - started, error: error as Error };
  }
  throw new Error('expected a failure');
}

const codeOf = (err: unknown): unknown => {
  const e = err as { code?: unknown; cause?: unknown };
  return e.code ?? (e.cause as { code?: unknown } | undefined)?.code;
};

describe('a server that takes the connection and never answers', () => {
  let server: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fails the open within the connect timeout', async () => {
    const { port } = server.address() as AddressInfo;
    const { ms, error } = await failure(() =>
      openDatabase({
        databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
        connectTimeoutMs: 300,
      }),
    );
    expect(sockets.length).toBeGreaterThan(0);
    expect(error.message).toMatch(/timeout/i);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(3_000);
  });
});

describe.runIf(!!url)('timeouts on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  beforeAll(async () => {
    fresh = await freshDatabase();
    database = await openDatabase({
      databaseUrl: fresh.url,
      statementTimeoutMs: 400,
      lockTimeoutMs: 300,
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  }, 30_000);

  it('has the defaults on every connection: pool of 10, 15 s per statement, 5 s per lock', async () => {
    const defaults = await openDatabase({ databaseUrl: fresh.url });
    try {
      const { options } = (defaults.db as unknown as { $client: pg.Pool }).$client;
      expect(options.max).toBe(DATABASE_DEFAULTS.poolSize);
      expect(options.connectionTimeoutMillis).toBe(5_000);
      const [row] = rowsOf<{ s: string; l: string }>(
        await defaults.db.execute(
          sql`select current_setting('statement_timeout') as s, current_setting('lock_timeout') as l`,
        ),
      );
      expect(row).toEqual({ s: '15s', l: '5s' });
    } finally {
      await defaults.close();
    }
  }, 60_000);

  it('cancels a statement that runs past the statement timeout, saying so', async () => {
    const { ms, error } = await failure(() => database.db.execute(sql`select pg_sleep(10)`));
    expect(codeOf(error)).toBe('57014');
    expect(String((error.cause as Error | undefined)?.message ?? error.message)).toMatch(
      /statement timeout/,
    );
    expect(ms).toBeLessThan(5_000);
    // Inside a transaction as well, and the pool goes on serving.
    const inTx = await failure(() =>
      database.db.transaction((tx) => tx.execute(sql`select pg_sleep(10)`)),
    );
    expect(codeOf(inTx.error)).toBe('57014');
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('gives up a lock held elsewhere after the lock timeout, saying so', async () => {
    const holder = new pg.Client({ connectionString: fresh.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table brands in share mode');
      const { ms, error } = await failure(() =>
        database.db.execute(sql`update brands set sort_order = sort_order`),
      );
      expect(codeOf(error)).toBe('55P03');
      expect(String((error.cause as Error | undefined)?.message ?? error.message)).toMatch(
        /lock timeout/,
      );
      expect(ms).toBeLessThan(5_000);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });

  it('fails a start clearly when another start holds the migration lock, and not for ever', async () => {
    const stuck = new pg.Client({ connectionString: fresh.url });
    await stuck.connect();
    try {
      await stuck.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const { ms, error } = await failure(() =>
        openDatabase({ databaseUrl: fresh.url, migrationLockTimeoutMs: 500 }),
      );
      expect(error.message).toMatch(/migration lock/);
      expect(ms).toBeGreaterThanOrEqual(450);
      expect(ms).toBeLessThan(10_000);
    } finally {
      await stuck.end();
    }
    // Once the stuck one is gone, a start goes through.
    const next = await openDatabase({ databaseUrl: fresh.url, migrationLockTimeoutMs: 500 });
    await next.close();
  }, 60_000);
});
