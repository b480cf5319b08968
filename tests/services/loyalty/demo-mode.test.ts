import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BRAND_CODES } from '@/lib/contract/common';
import { openDatabase, rowsOf } from '@/services/loyalty/db/client';
import { DEMO_SECRETS } from '@/services/loyalty/dev/demo-secrets';
import { loadServiceEnv } from '@/services/loyalty/env';
import type { OtpSender } from '@/services/loyalty/otp/sender';
import { startLoyaltyService } from '@/services/loyalty/start';
import { call, testSettings } from './support/harness';

// Demo mode is for one machine (docs/production.md §2 Demo mode): the demo members, the demo
// switches at /dev/* and the published fallback secrets exist only there, and a fresh database
// started outside it holds the catalogue and no member.

const LAYLA = { cCode: '+971', phnNo: '501234567' };
const quietSender: OtpSender = { send: async () => {}, sendText: async () => {} };
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function countsAfter(demo: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-seed-'));
  dirs.push(dataDir);
  const service = await startLoyaltyService({
    port: 0,
    demo,
    dataDir,
    settings: testSettings({ demo }),
    sender: demo ? undefined : quietSender,
  });
  let login: number;
  const devPaths: Record<string, number> = {};
  try {
    login = (await call(service.url, 'login', LAYLA)).status;
    for (const [method, path] of [
      ['GET', '/dev/outbox'],
      ['PUT', '/dev/faults'],
      ['POST', '/dev/reminders/run'],
    ] as const) {
      const res = await fetch(`${service.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : JSON.stringify({ call: 'loyalty-brands', ...LAYLA }),
      });
      devPaths[path] = res.status;
    }
  } finally {
    await service.close();
  }
  const database = await openDatabase({ dataDir });
  try {
    const count = async (table: string) =>
      rowsOf<{ n: number }>(
        await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
      )[0]!.n;
    const tables = ['brands', 'exchange_rates', 'rewards', 'stores', 'content_pages', 'members'];
    const counts: Record<string, number> = {};
    for (const t of tables) counts[t] = await count(t);
    return { login, devPaths, counts };
  } finally {
    await database.close();
  }
}

describe('seeding a fresh database', () => {
  it('outside demo mode loads the catalogue and no demo member', async () => {
    const { login, devPaths, counts } = await countsAfter(false);
    // 201: the demo member's number is a new number here, not Layla's account.
    expect(login).toBe(201);
    expect(counts.members).toBe(0);
    for (const t of ['brands', 'exchange_rates', 'rewards', 'stores', 'content_pages'])
      expect(counts[t], t).toBeGreaterThan(0);
    expect(devPaths).toEqual({ '/dev/outbox': 404, '/dev/faults': 404, '/dev/reminders/run': 404 });
  }, 60_000);

  it('in demo mode also loads the demo members and the demo switches', async () => {
    const { login, devPaths, counts } = await countsAfter(true);
    expect(login).toBe(200);
    expect(counts.members).toBe(3);
    expect(devPaths['/dev/outbox']).toBe(200);
    expect(devPaths['/dev/faults']).toBe(200);
  }, 60_000);
});

describe('demo mode on the network', () => {
  it('refuses to serve demo mode on an address other hosts can reach', async () => {
    await expect(
      startLoyaltyService({ port: 0, demo: true, hostname: '0.0.0.0', settings: testSettings() }),
    ).rejects.toThrow(/LOYALTY_HOST.*loopback/);
  });
});

describe('the production build', () => {
  it('refuses demo mode, naming the setting', () => {
    const demoEnv = { LOYALTY_DEMO: '1' };
    expect(() => loadServiceEnv(demoEnv, { productionBuild: true })).toThrow(
      /LOYALTY_DEMO: the production build never runs demo mode/,
    );
    // The same settings from the TypeScript source (`npm start`, the tests) start demo mode.
    expect(loadServiceEnv(demoEnv, { productionBuild: false }).demo).toBe(true);
  });
});

describe('`npm start` (scripts/runtime-env.mjs)', () => {
  /** The environment a script of scripts/runtime-env.mjs builds, run in a directory of its own. */
  const envFrom = (expression: string, cwd: string) => {
    const script = join(process.cwd(), 'scripts/runtime-env.mjs');
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(script)}); console.log(JSON.stringify(${expression}));`,
      ],
      { cwd, env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '' }, encoding: 'utf8' },
    );
    return JSON.parse(out) as Record<string, string>;
  };

  it('generates the partner keys with the other secrets, so none falls back to a demo value', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'loyalty-start-env-'));
    dirs.push(cwd);
    const first = envFrom('m.startEnv()', cwd);
    const again = envFrom('m.startEnv()', cwd);
    expect(first.LOYALTY_DEMO).toBe('1');
    expect(first.LOYALTY_METRICS_PORT).toBe('9464');
    for (const brand of BRAND_CODES) {
      const name = `LOYALTY_PARTNER_KEY_${brand.toUpperCase()}`;
      expect(first[name]?.length, name).toBeGreaterThanOrEqual(16);
      expect(first[name]).not.toBe(DEMO_SECRETS.partnerKey(brand));
      expect(again[name]).toBe(first[name]);
    }
    const settings = loadServiceEnv(first).settings;
    expect(settings.partnerKeys.KFC).toBe(first.LOYALTY_PARTNER_KEY_KFC);
    const kept = JSON.parse(readFileSync(join(cwd, '.data/secrets.json'), 'utf8')) as object;
    expect(kept).toHaveProperty('LOYALTY_PARTNER_KEY_KFC', first.LOYALTY_PARTNER_KEY_KFC);
    // The scripts that run the end-to-end suite keep demo mode's keys (e2e/support/points.ts).
    expect(envFrom('m.runtimeEnv()', cwd)).not.toHaveProperty('LOYALTY_PARTNER_KEY_KFC');
  });
});
