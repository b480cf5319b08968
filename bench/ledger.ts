// Ledger throughput as ratios in one run (docs/quality.md §3 "service transfers/s"): transfers per
// second through the service (HTTP, auth, validation, the ledger) against pgbench running the
// same transfer SQL on the same PostgreSQL, for spread accounts (many members) and hot accounts
// (one member); and the service on PGlite against PostgreSQL. Not a test: it prints.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { captureTransferScript } from './ledger-support/capture';
import {
  CLOCK_TICKS,
  cpuPer,
  machineTicks,
  serviceRate,
  startService,
  type RunResult,
} from './ledger-support/service';
import { createBenchDatabase, dropBenchDatabase } from './ledger-support/setup';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const MEMBERS = 200;
const MINIMUM = 1;
const NAME = `ledger_bench_${process.pid}`;
// Each hot run has a member of its own, untouched by the spread runs (members 3…), so neither
// side meets the other's dead row versions on its one hot wallet pair.
const SERVICE_HOT = 1;
const PGBENCH_HOT = 2;

/** Before each measured PostgreSQL run: no checkpoint or vacuum debt left from the one before. */
async function settle(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('vacuum analyze');
  await c.query('checkpoint');
  await c.end();
}

interface PgbenchResult {
  rate: number;
  clientCpuMs: number;
  postgresCpuMs: number;
  machineCpuMs: number;
  busy: number;
}

function pgbenchRate(url: string, statements: string[], hot: boolean): PgbenchResult {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
  const file = join(dir, 'transfer.sql');
  writeFileSync(
    file,
    [
      hot ? `\\set m ${PGBENCH_HOT}` : `\\set m random(3, ${MEMBERS})`,
      '\\set k random(1, 2000000000)',
      ...statements,
    ].join('\n') + '\n',
  );
  const ticks = machineTicks();
  // Through a shell that then prints its own /proc stat: its children's CPU is pgbench's.
  const args = ['-n', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-f', file, url];
  const out = execFileSync('sh', ['-c', 'pgbench "$@" && cat /proc/$$/stat', 'sh', ...args], {
    encoding: 'utf8',
  });
  const stat = out
    .trim()
    .split('\n')
    .at(-1)!
    .replace(/^.*\) /, '')
    .split(' ');
  const clientTicks = Number(stat[13]) + Number(stat[14]); // cutime + cstime
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(out)![1]);
  const failed = /number of failed transactions: (\d+)/.exec(out)?.[1];
  if (failed && failed !== '0') console.log(`  pgbench failed transactions: ${failed}`);
  const after = machineTicks();
  const rate = Number(/tps = ([\d.]+)/.exec(out)![1]);
  const cpu = cpuPer(ticks, after, transactions);
  return {
    rate,
    postgresCpuMs: cpu.postgresMs,
    machineCpuMs: cpu.machineMs,
    busy: cpu.busy,
    clientCpuMs: ((clientTicks / CLOCK_TICKS) * 1000) / Math.max(1, transactions),
  };
}

const fmt = (n: number) => n.toFixed(0).padStart(7);
const ratio = (a: number, b: number) => (a / b).toFixed(2);
// CPU per transfer, ms, over the whole machine: the named parts, and what is left ("other": the
// kernel's own work and anything else running; large only when the run was disturbed).
const ms = (n: number) => n.toFixed(2).padStart(5);
const parts = (machine: number, named: [string, number][], busy: number) =>
  `${ms(machine)} = ${named.map(([k, v]) => `${k} ${ms(v)}`).join(' + ')} + other ` +
  `${ms(machine - named.reduce((s, [, v]) => s + v, 0))}   (cores ${(busy * 100).toFixed(0)}% busy)`;
const where = (name: string, r: RunResult) =>
  `  ${name.padEnd(18)}` +
  parts(
    r.machineCpuMs,
    [
      ['service', r.serviceCpuMs],
      ['load generator', r.loaderCpuMs],
      ['PostgreSQL', r.postgresCpuMs],
    ],
    r.machineBusy,
  );
const wherePg = (name: string, r: PgbenchResult) =>
  `  ${name.padEnd(18)}` +
  parts(
    r.machineCpuMs,
    [
      ['pgbench client', r.clientCpuMs],
      ['PostgreSQL', r.postgresCpuMs],
    ],
    r.busy,
  );
const run = { connections: CONNECTIONS, seconds: SECONDS };
const warm = { connections: 4, seconds: Math.min(SECONDS, 5) };
const service = (databaseUrl: string | null) =>
  startService({ databaseUrl, members: MEMBERS, minimum: MINIMUM, poolSize: CONNECTIONS });

const url = await createBenchDatabase(BASE, NAME);
try {
  console.log(`PostgreSQL: preparing ${MEMBERS} members…`);
  const svc = await service(url);
  const spreadMembers = svc.members.slice(2);
  const statements = await captureTransferScript(url, spreadMembers[0]!, MINIMUM);
  await serviceRate(svc, spreadMembers.slice(0, 20), warm);
  await settle(url);
  const spread = await serviceRate(svc, spreadMembers, run);
  await settle(url);
  const hot = await serviceRate(svc, [svc.members[SERVICE_HOT - 1]!], run);
  await svc.stop();
  await settle(url);
  const pgSpread = pgbenchRate(url, statements, false);
  await settle(url);
  const pgHot = pgbenchRate(url, statements, true);

  console.log(`PGlite: preparing ${MEMBERS} members…`);
  const lite = await service(null);
  await serviceRate(lite, lite.members.slice(2, 22), warm);
  const liteSpread = await serviceRate(lite, lite.members.slice(2), run);
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
  console.log(`\nCPU per transfer, ms (whole machine):`);
  console.log(where('service spread', spread));
  console.log(where('service hot', hot));
  console.log(wherePg('pgbench spread', pgSpread));
  console.log(wherePg('pgbench hot', pgHot));
  console.log(where('service on PGlite', liteSpread));
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
