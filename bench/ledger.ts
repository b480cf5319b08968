// Ledger throughput as ratios in one run (QUALITY.md §3 "service transfers/s"): transfers per
// second through the service (HTTP, auth, validation, the ledger) against pgbench running the
// same transfer SQL on the same PostgreSQL, for spread accounts (many members) and hot accounts
// (one member); and the service on PGlite against PostgreSQL. Not a test: it prints.
import autocannon from 'autocannon';
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureTransferScript } from './ledger-support/capture';
import { createBenchDatabase, dropBenchDatabase, type BenchMember } from './ledger-support/setup';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const MEMBERS = 200;
const MINIMUM = 1;
const NAME = `ledger_bench_${process.pid}`;

interface Service {
  url: string;
  members: BenchMember[];
  stop(): Promise<void>;
}

/** The service in a child process (as pgbench has its own), on PostgreSQL or in-memory PGlite. */
function startService(databaseUrl: string | null): Promise<Service> {
  const child = fork(fileURLToPath(new URL('./ledger-support/service-child.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_CHILD_DATABASE_URL: databaseUrl ?? '',
      BENCH_CHILD_MEMBERS: String(MEMBERS),
      BENCH_CHILD_MINIMUM: String(MINIMUM),
      BENCH_CHILD_CONNECTIONS: String(CONNECTIONS),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`service exited ${code}`));
    child.once('exit', failed);
    child.once('message', (m) => {
      const { url, members } = m as { url: string; members: BenchMember[] };
      const stop = () =>
        new Promise<void>((done) => {
          child.off('exit', failed);
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      resolve({ url, members, stop });
    });
  });
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
  return {
    rate: result['2xx'] / (result.duration || SECONDS),
    errors: result.non2xx + result.errors,
  };
}

function pgbenchRate(url: string, statements: string[], hot: boolean): number {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
  const file = join(dir, 'transfer.sql');
  const pick =
    'select quote_literal(member_id::text) as member, src, dst from bench_members where n = :m \\gset';
  writeFileSync(
    file,
    [
      hot ? '\\set m 1' : `\\set m random(1, ${MEMBERS})`,
      '\\set k random(1, 2000000000)',
      pick,
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
  console.log(`PostgreSQL: preparing ${MEMBERS} members…`);
  const svc = await startService(url);
  const statements = await captureTransferScript(url, svc.members[0]!, MINIMUM);
  await serviceRate(svc.url, svc.members.slice(0, 20), 4); // warm-up
  const spread = await serviceRate(svc.url, svc.members);
  const hot = await serviceRate(svc.url, svc.members.slice(0, 1));
  await svc.stop();
  const pgSpread = pgbenchRate(url, statements, false);
  const pgHot = pgbenchRate(url, statements, true);

  console.log(`PGlite: preparing ${MEMBERS} members…`);
  const lite = await startService(null);
  await serviceRate(lite.url, lite.members.slice(0, 20), 4);
  const liteSpread = await serviceRate(lite.url, lite.members);
  await lite.stop();

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
