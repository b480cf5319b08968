// One service transfer, end to end: `node --import tsx bench/ledger-support/profile.ts` runs the
// service child on PostgreSQL with its queries counted (and a CPU profile written to
// $BENCH_CPU_PROF_DIR when set), drives spread transfers, and prints per-transfer figures.
import { serviceRate, startService } from './service';
import { createBenchDatabase, dropBenchDatabase } from './setup';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const NAME = `ledger_profile_${process.pid}`;
const profileDir = process.env.BENCH_CPU_PROF_DIR;

process.env.BENCH_COUNT_QUERIES = '1';
const url = await createBenchDatabase(BASE, NAME);
try {
  const svc = await startService({
    databaseUrl: url,
    members: 50,
    minimum: 1,
    poolSize: CONNECTIONS,
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  await serviceRate(svc, svc.members.slice(0, 10), { connections: 4, seconds: 3 });
  for (const [name, members] of [
    ['spread', svc.members],
    ['hot', svc.members.slice(0, 1)],
  ] as const) {
    const r = await serviceRate(svc, members, { connections: CONNECTIONS, seconds: SECONDS });
    console.log(
      `${name}: ${r.rate.toFixed(0)}/s, ${r.errors} errors, ${r.queries.toFixed(2)} queries/transfer, ` +
        `service CPU ${r.serviceCpuMs.toFixed(2)} ms/transfer, load generator ${r.loaderCpuMs.toFixed(2)} ms/request, ` +
        `machine ${(r.machineBusy * 100).toFixed(0)}% busy`,
    );
  }
  await svc.stop();
} finally {
  await dropBenchDatabase(BASE, NAME);
}
