import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoyaltyApp } from '@/services/loyalty/app';
import { openDatabase, type Database, type Db } from '@/services/loyalty/db/client';
import type { OtpSender } from '@/services/loyalty/otp/sender';
import { databaseReadiness } from '@/services/loyalty/routes/health';
import { seedIfEmpty } from '@/services/loyalty/seed/seed';
import { startLoyaltyService, type RunningService } from '@/services/loyalty/start';
import { testSettings } from './support/harness';

// Liveness and readiness (docs/production.md §8): /health answers while the process runs;
// /ready answers 200 only while the database answers in time with every migration applied, and
// 503 with the reason otherwise, so a balancer takes the replica out and a supervisor does not
// restart a process that is only waiting for its database.

const quietSender: OtpSender = { send: async () => {}, sendText: async () => {} };
const get = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
};

describe('readiness of an app on PGlite', () => {
  let database: Database;
  let url: string;
  let stop: () => void;
  let hung = false;
  let hungQueries = 0;
  beforeAll(async () => {
    database = await openDatabase({});
    await seedIfEmpty(database.db, new Date());
    // The readiness reads through a handle that can be made to hang, as a stalled database does.
    const db = new Proxy(database.db, {
      get: (target, key, receiver) =>
        key === 'execute' && hung
          ? () => (hungQueries++, new Promise(() => {}))
          : Reflect.get(target, key, receiver),
    }) as Db;
    const { app } = createLoyaltyApp({
      db: database.db,
      settings: testSettings({ demo: false }),
      sender: quietSender,
      readiness: databaseReadiness(db, { timeoutMs: 300, stopping: () => false }),
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () => server.close();
  }, 60_000);
  afterAll(async () => {
    stop?.();
    await database?.close().catch(() => {});
  });

  it('is ready with the database answering and every migration applied', async () => {
    expect(await get(url, '/ready')).toEqual({
      status: 200,
      body: expect.objectContaining({ data: { status: 'ready' } }),
    });
    expect((await get(url, '/health')).status).toBe(200);
  });

  it('is not ready while the database does not answer, checking it once at a time', async () => {
    hung = true;
    try {
      const started = Date.now();
      const replies = await Promise.all([1, 2, 3].map(() => get(url, '/ready')));
      expect(Date.now() - started).toBeLessThan(2_000);
      for (const r of replies) {
        expect(r.status).toBe(503);
        expect(r.body.data).toEqual({ status: 'not_ready', reason: 'database_timeout' });
      }
      expect(hungQueries).toBe(1);
      expect((await get(url, '/health')).status).toBe(200);
    } finally {
      hung = false;
    }
  });

  it('is not ready when the newest migration is missing', async () => {
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const r = await get(url, '/ready');
    expect(r.status).toBe(503);
    expect(r.body.data.reason).toBe('migrations_pending');
  });

  it('is not ready when the database fails, and still alive', async () => {
    await database.close();
    const r = await get(url, '/ready');
    expect(r.status).toBe(503);
    expect(r.body.data.reason).toBe('database_error');
    expect((await get(url, '/health')).status).toBe(200);
  });
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** A TCP proxy to PostgreSQL that can stop passing bytes: a database that hangs. */
async function freezableProxy(target: URL) {
  const sockets: Socket[] = [];
  let frozen = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.push(client, upstream);
    client.on('error', () => {}).pipe(upstream.on('error', () => {}));
    upstream.pipe(client);
    if (frozen) [client, upstream].forEach((s) => s.pause());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    freeze: (on: boolean) => {
      frozen = on;
      for (const s of sockets)
        if (on) s.pause();
        else s.resume();
    },
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.runIf(!!TEST_DATABASE_URL)('readiness of the service on PostgreSQL', () => {
  const name = `loyalty_test_ready_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  let proxy: Awaited<ReturnType<typeof freezableProxy>>;
  let service: RunningService;
  beforeAll(async () => {
    await admin(`create database "${name}"`);
    const target = new URL(TEST_DATABASE_URL!);
    proxy = await freezableProxy(target);
    const url = new URL(TEST_DATABASE_URL!);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    service = await startLoyaltyService({
      port: 0,
      demo: false,
      databaseUrl: url.toString(),
      settings: testSettings({ demo: false }),
      sender: quietSender,
      readyTimeoutMs: 500,
      database: { poolSize: 6 },
      metrics: { port: 0 },
    });
  }, 90_000);
  afterAll(async () => {
    proxy?.freeze(false);
    await service?.close();
    await proxy?.close();
    await admin(`drop database if exists "${name}" with (force)`);
  }, 60_000);

  it('reports its pool on the metrics listener', async () => {
    const text = await (await fetch(service.metricsUrl!)).text();
    expect(text).toContain('loyalty_db_pool_connections{state="max"} 6');
    expect(text).toMatch(/loyalty_db_pool_connections\{state="idle"\} \d/);
    expect(text).toContain('loyalty_db_pool_waiting_requests 0');
  });

  it('answers 503 within its timeout while the database hangs, and 200 once it is back', async () => {
    expect((await get(service.url, '/ready')).status).toBe(200);
    proxy.freeze(true);
    const started = Date.now();
    const r = await get(service.url, '/ready');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(r).toEqual({
      status: 503,
      body: expect.objectContaining({ data: { status: 'not_ready', reason: 'database_timeout' } }),
    });
    expect((await get(service.url, '/health')).status).toBe(200);
    proxy.freeze(false);
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await get(service.url, '/ready')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  }, 60_000);
});
