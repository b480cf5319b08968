import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { afterAll, beforeAll } from 'vitest';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { HEADER } from '@/lib/contract/headers';
import { createLoyaltyApp } from '@/services/loyalty/app';
import { openDatabase, type Database, type Db } from '@/services/loyalty/db/client';
import type { Logger } from '@/services/loyalty/logger';
import type { DemoOutbox, OtpSender } from '@/services/loyalty/otp/sender';
import { seedIfEmpty } from '@/services/loyalty/seed/seed';
import { DEFAULT_SETTINGS, type ServiceSettings } from '@/services/loyalty/settings';

// Runs the real service over real HTTP (port 0) on PGlite, or on a fresh PostgreSQL database per
// test file when TEST_DATABASE_URL is set; the database is dropped afterwards.

export type Driver = 'pglite' | 'postgres';
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const DRIVERS: Driver[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_CLIENT = {
  clientId: 'test-bff-client',
  clientSecret: 'test-bff-client-secret-0123456789',
};
export const TEST_BFF_SECRET = 'test-bff-secret-0123456789abcdef';
export const TEST_PARTNER_KEY_KFC = 'test-partner-key-kfc-0123456789';

/** The tests' own VAPID key pair (tests/support/local-push-service.ts checks pushes are signed by it). */
export const TEST_VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:tests@amrx.invalid' };

export function testSettings(overrides: Partial<ServiceSettings> = {}): ServiceSettings {
  return {
    ...DEFAULT_SETTINGS,
    demo: true,
    clientCredentials: [TEST_CLIENT],
    bffSecret: TEST_BFF_SECRET,
    lookupSecret: 'test-lookup-secret-0123456789abcdef0123',
    partnerKeys: { KFC: TEST_PARTNER_KEY_KFC },
    push: TEST_VAPID,
    reminders: { ...DEFAULT_SETTINGS.reminders, allowLocalPushEndpoints: true },
    // Every test phone of a file shares one number prefix and one device id; the flood test sets
    // its own limits.
    limits: {
      ...DEFAULT_SETTINGS.limits,
      prefix: { max: 10_000, windowSeconds: 600 },
      device: { max: 10_000, windowSeconds: 600 },
    },
    ...overrides,
  };
}

export class TestClock {
  private offsetMs = 0;
  private frozen: number | null = null;
  now = (): Date => new Date(this.frozen ?? Date.now() + this.offsetMs);
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
    if (this.frozen !== null) this.frozen += seconds * 1000;
  }
  /** Stops the clock at an instant (local-midnight tests need exact milliseconds). */
  freeze(at: Date): void {
    this.frozen = at.getTime();
    this.offsetMs = at.getTime() - Date.now();
  }
  unfreeze(): void {
    this.frozen = null;
  }
}

export interface Instance {
  url: string;
  outbox: DemoOutbox | null;
  close(): Promise<void>;
}

export interface Harness extends Instance {
  driver: Driver;
  db: Db;
  clock: TestClock;
  settings: ServiceSettings;
  /** Closes the database under the running service (to test how it fails). */
  closeDatabase(): Promise<void>;
  /** A second app instance with its own pool on the same database (PostgreSQL only). */
  startReplica(): Promise<Instance & { db: Db }>;
}

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `loyalty_test_${process.pid}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function serveInstance(
  database: Database,
  settings: ServiceSettings,
  clock: TestClock,
  sender?: OtpSender,
  logger?: Logger,
): Promise<Instance> {
  const { app, outbox } = createLoyaltyApp({
    db: database.db,
    settings,
    clock: clock.now,
    sender,
    logger,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    outbox,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections(): void }).closeAllConnections();
      }),
  };
}

export type HarnessOptions = {
  settings?: Partial<ServiceSettings>;
  sender?: OtpSender;
  logger?: Logger;
};

/**
 * The service for the tests of one describe block: started before them and closed after them.
 * The harness object is filled in when it starts, so the tests read it as they would the harness
 * itself (`h.url`, `h.db`).
 */
export function harnessForBlock(driver: Driver, opts: HarnessOptions = {}): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await startHarness(driver, opts));
  }, 60_000);
  afterAll(async () => {
    await h.close?.();
  }, 30_000);
  return h;
}

export async function startHarness(driver: Driver, opts: HarnessOptions = {}): Promise<Harness> {
  const settings = testSettings(opts.settings);
  const clock = new TestClock();
  const created = driver === 'postgres' ? await createDatabase() : null;
  const database = await openDatabase({ databaseUrl: created?.url, poolSize: 8 });
  // The tests sign the demo members in (README "Demo members"), whatever their settings say.
  await seedIfEmpty(database.db, clock.now(), { demoMembers: true });
  const main = await serveInstance(database, settings, clock, opts.sender, opts.logger);
  const replicas: (() => Promise<void>)[] = [];
  let dbClosed: Promise<void> | null = null;
  const closeDb = () => (dbClosed ??= database.close());
  return {
    ...main,
    driver,
    db: database.db,
    clock,
    settings,
    closeDatabase: () => closeDb(),
    startReplica: async () => {
      if (!created) throw new Error('replicas need PostgreSQL');
      const second = await openDatabase({ databaseUrl: created.url, poolSize: 8 });
      const inst = await serveInstance(second, settings, clock, opts.sender);
      const close = async () => {
        await inst.close();
        await second.close();
      };
      replicas.push(close);
      return { ...inst, db: second.db, close };
    },
    close: async () => {
      for (const close of replicas) await close().catch(() => {});
      await main.close();
      await closeDb();
      await created?.drop();
    },
  };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { statusCode: number; message: string; data: T };
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Client IP passed through the trusted BFF header; a fresh one per test avoids sharing IP limits. */
  ip?: string;
}

let ipCounter = 1;
/** A fresh client IP (documentation range 198.51.100.0/24 spread over more octets). */
export function freshIp(): string {
  const n = ipCounter++;
  return `10.${(process.pid >> 8) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let phoneCounter = 0;
/** A UAE mobile no test has used (per process): 58 + pid-derived block + counter. */
export function freshPhone(): { cCode: string; phnNo: string } {
  phoneCounter += 1;
  const block = String(process.pid % 1000).padStart(3, '0');
  return { cCode: '+971', phnNo: `58${block}${String(phoneCounter).padStart(4, '0')}` };
}

export async function call<T = Record<string, unknown>>(
  base: string,
  name: string,
  body?: unknown,
  opts: RequestOptions = {},
): Promise<Reply<T>> {
  const method = body === undefined ? 'GET' : 'POST';
  const res = await fetch(`${base}/v1/${name}`, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      [HEADER.deviceId]: 'test-device-0001',
      [HEADER.deviceModel]: 'Vitest',
      [HEADER.bffSecret]: TEST_BFF_SECRET,
      [HEADER.clientIp]: opts.ip ?? '10.200.0.1',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Reply<T>['body'];
  return { status: res.status, headers: res.headers, body: json };
}
