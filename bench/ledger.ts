// Ledger throughput as ratios in one run (QUALITY.md §3 "service transfers/s"): transfers per
// second through the service (HTTP, auth, validation, the ledger) against pgbench running the
// same transfer SQL on the same PostgreSQL, for spread accounts (many members) and hot accounts
// (one member); and the service on PGlite against PostgreSQL. Not a test: it prints.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureTransferScript } from './ledger-support/capture';
import { machineTicks, serviceRate, startService, type RunResult } from './ledger-support/service';
import { createBenchDatabase, dropBenchDatabase } from './ledger-support/setup';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const MEMBERS = 200;
const MINIMUM = 1;
const NAME = `ledger_bench_${process.pid}`;

function pgbenchRate(
  url: string,
  statements: string[],
  hot: boolean,
): { rate: number; busy: number } {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
  const file = join(dir, 'transfer.sql');
  writeFileSync(
    file,
    [
      hot ? '\\set m 1' : `\\set m random(1, ${MEMBERS})`,
      '\\set k random(1, 2000000000)',
      ...statements,
    ].join('\n') + '\n',
  );
  const ticks = machineTicks();
  const out = execFileSync(
    'pgbench',
    ['-n', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-f', file, url],
    { encoding: 'utf8' },
  );
  const failed = /number of failed transactions: (\d+)/.exec(out)?.[1];
  if (failed && failed !== '0') console.log(`  pgbench failed transactions: ${failed}`);
  const after = machineTicks();
  return {
    rate: Number(/tps = ([\d.]+)/.exec(out)![1]),
    busy: (after.busy - ticks.busy) / Math.max(1, after.total - ticks.total),
  };
}

const fmt = (n: number) => n.toFixed(0).padStart(7);
const ratio = (a: number, b: number) => (a / b).toFixed(2);
const where = (name: string, r: RunResult) =>
  `  ${name.padEnd(17)} service CPU ${r.serviceCpuMs.toFixed(2)} ms/transfer, load generator ` +
  `${r.loaderCpuMs.toFixed(2)} ms/request, both cores ${(r.machineBusy * 100).toFixed(0)}% busy` +
  (r.queries ? `, ${r.queries.toFixed(1)} queries/transfer` : '');
const run = { connections: CONNECTIONS, seconds: SECONDS };
const warm = { connections: 4, seconds: Math.min(SECONDS, 5) };
const service = (databaseUrl: string | null) =>
  startService({ databaseUrl, members: MEMBERS, minimum: MINIMUM, poolSize: CONNECTIONS });

const url = await createBenchDatabase(BASE, NAME);
try {
  console.log(`PostgreSQL: preparing ${MEMBERS} members…`);
  const svc = await service(url);
  const statements = await captureTransferScript(url, svc.members[0]!, MINIMUM);
  await serviceRate(svc, svc.members.slice(0, 20), warm);
  const spread = await serviceRate(svc, svc.members, run);
  const hot = await serviceRate(svc, svc.members.slice(0, 1), run);
  await svc.stop();
  const pgSpread = pgbenchRate(url, statements, false);
  const pgHot = pgbenchRate(url, statements, true);

  console.log(`PGlite: preparing ${MEMBERS} members…`);
  const lite = await service(null);
  await serviceRate(lite, lite.members.slice(0, 20), warm);
  const liteSpread = await serviceRate(lite, lite.members, run);
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
  console.log(`pgbench, same SQL     ${fmt(pgSpread.rate)} ${fmt(pgHot.rate)}`);
  console.log(`service on PGlite     ${fmt(liteSpread.rate)}`);
  console.log(where('PostgreSQL spread', spread));
  console.log(where('PostgreSQL hot', hot));
  console.log(where('PGlite spread', liteSpread));
  console.log(
    `  pgbench           both cores ${(pgSpread.busy * 100).toFixed(0)}% / ${(pgHot.busy * 100).toFixed(0)}% busy (spread / hot)`,
  );
  console.log(
    `\nservice ÷ pgbench:  spread ${ratio(spread.rate, pgSpread.rate)}   hot ${ratio(hot.rate, pgHot.rate)}   (goal ≥ 0.6)`,
  );
  console.log(
    `hot ÷ spread:       service ${ratio(hot.rate, spread.rate)}   pgbench ${ratio(pgHot.rate, pgSpread.rate)}   (goal ≥ 0.5)`,
  );
  console.log(`PGlite ÷ PostgreSQL (service, spread): ${ratio(liteSpread.rate, spread.rate)}`);
} finally {
  await dropBenchDatabase(BASE, NAME);
}
