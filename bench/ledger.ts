// Ledger throughput as ratios in one run (QUALITY.md §3 "service transfers/s"): transfers per
// second through the service (HTTP, auth, validation, the ledger) against pgbench running the
// same transfer SQL on the same PostgreSQL, for spread accounts (many members) and hot accounts
// (one member); and the service on PGlite against PostgreSQL. Not a test: it prints.
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLoyaltyApp } from '@/services/loyalty/app';
import { openDatabase, type Database } from '@/services/loyalty/db/client';
import { silentLogger } from '@/services/loyalty/logger';
import { seedIfEmpty } from '@/services/loyalty/seed/seed';
import { DEFAULT_SETTINGS } from '@/services/loyalty/settings';
import { captureTransferScript } from './ledger-support/capture';
import {
  createBenchDatabase,
  dropBenchDatabase,
  prepareMembers,
  type BenchMember,
} from './ledger-support/setup';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const MEMBERS = 200;
const MINIMUM = 1;
const NAME = `ledger_bench_${process.pid}`;

const settings = {
  ...DEFAULT_SETTINGS,
  demo: true,
  clientCredentials: [],
  bffSecret: null,
  partnerKeys: {},
  ledger: { ...DEFAULT_SETTINGS.ledger, minimumPointTransfer: MINIMUM },
};

async function serveOn(database: Database) {
  const { app } = createLoyaltyApp({ db: database.db, settings, logger: silentLogger });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let seq = 0;
async function serviceRate(
  url: string,
  members: BenchMember[],
  connections = CONNECTIONS,
): Promise<{ rate: number; errors: number }> {
  const result = await autocannon({
    url: `${url}/v1/transfer-points`,
    method: 'POST',
    connections,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const m = members[seq++ % members.length]!;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
            body: JSON.stringify({
              sourceBrand: 'AMRX',
              targetBrand: 'KFC',
              points: 3,
              idempotencyKey: `bench-${process.pid}-${seq}`,
            }),
          };
        },
      },
    ],
  });
  const ok = result['2xx'];
  return { rate: ok / (result.duration || SECONDS), errors: result.non2xx + result.errors };
}

function pgbenchRate(url: string, statements: string[], hot: boolean): number {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
  const file = join(dir, 'transfer.sql');
  writeFileSync(
    file,
    [
      hot ? '\\set m 1' : `\\set m random(1, ${MEMBERS})`,
      '\\set k random(1, 2000000000)',
      'select quote_literal(member_id::text) as member, src, dst from bench_members where n = :m \\gset',
      ...statements,
    ].join('\n') + '\n',
  );
  const out = execFileSync(
    'pgbench',
    ['-n', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-f', file, url],
    { encoding: 'utf8' },
  );
  const failed = /number of failed transactions: (\d+)/.exec(out)?.[1];
  if (failed && failed !== '0') console.log(`  pgbench failed transactions: ${failed}`);
  return Number(/tps = ([\d.]+)/.exec(out)![1]);
}

const fmt = (n: number) => n.toFixed(0).padStart(7);
const ratio = (a: number, b: number) => (a / b).toFixed(2);

const url = await createBenchDatabase(BASE, NAME);
try {
  const database = await openDatabase({ databaseUrl: url, poolSize: CONNECTIONS });
  const now = new Date();
  await seedIfEmpty(database.db, now);
  console.log(`preparing ${MEMBERS} members on PostgreSQL…`);
  const members = await prepareMembers(database.db, MEMBERS, now);
  const statements = await captureTransferScript(url, members[0]!, MINIMUM);
  const svc = await serveOn(database);
  await serviceRate(svc.url, members.slice(0, 20), 4); // warm-up
  const spread = await serviceRate(svc.url, members);
  const hot = await serviceRate(svc.url, members.slice(0, 1));
  await svc.close();
  await database.close();
  const pgSpread = pgbenchRate(url, statements, false);
  const pgHot = pgbenchRate(url, statements, true);

  console.log(`PGlite: preparing ${MEMBERS} members…`);
  const lite = await openDatabase({});
  await seedIfEmpty(lite.db, now);
  const liteMembers = await prepareMembers(lite.db, MEMBERS, now);
  const liteSvc = await serveOn(lite);
  await serviceRate(liteSvc.url, liteMembers.slice(0, 20), 4);
  const liteSpread = await serviceRate(liteSvc.url, liteMembers);
  await liteSvc.close();
  await lite.close();

  console.log(
    `\ntransfer SQL: ${statements.length} statements per transfer (same text for pgbench)`,
  );
  console.log(
    `                      spread     hot   (transfers/s, ${CONNECTIONS} connections, ${SECONDS}s each)`,
  );
  console.log(
    `service on PostgreSQL ${fmt(spread.rate)} ${fmt(hot.rate)}   non-2xx/errors: ${spread.errors}/${hot.errors}`,
  );
  console.log(`pgbench, same SQL     ${fmt(pgSpread)} ${fmt(pgHot)}`);
  console.log(`service on PGlite     ${fmt(liteSpread.rate)}`);
  console.log(
    `\nservice ÷ pgbench:  spread ${ratio(spread.rate, pgSpread)}   hot ${ratio(hot.rate, pgHot)}   (goal ≥ 0.6)`,
  );
  console.log(
    `hot ÷ spread:       service ${ratio(hot.rate, spread.rate)}   pgbench ${ratio(pgHot, pgSpread)}   (goal ≥ 0.5)`,
  );
  console.log(`PGlite ÷ PostgreSQL (service, spread): ${ratio(liteSpread.rate, spread.rate)}`);
} finally {
  await dropBenchDatabase(BASE, NAME);
}
