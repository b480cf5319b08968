import autocannon from 'autocannon';
import { execFileSync, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchMember } from './setup';

// The service under load: a child process (as pgbench has its own), driven by autocannon from
// this process. Each run also reports where the CPU went, so a ratio can be explained.

export interface ChildStats {
  /** Service process CPU (user + system), ms. */
  cpuMs: number;
  /** Queries the service sent to the database (counted only with BENCH_COUNT_QUERIES=1). */
  queries: number;
}

export interface Service {
  url: string;
  members: BenchMember[];
  stats(): Promise<ChildStats>;
  stop(): Promise<void>;
}

export interface ServiceOptions {
  databaseUrl: string | null;
  members: number;
  minimum: number;
  poolSize: number;
  /** Extra node flags for the child, e.g. --cpu-prof. */
  execArgv?: string[];
}

export function startService(o: ServiceOptions): Promise<Service> {
  const child = fork(fileURLToPath(new URL('./service-child.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', ...(o.execArgv ?? [])],
    env: {
      ...process.env,
      BENCH_CHILD_DATABASE_URL: o.databaseUrl ?? '',
      BENCH_CHILD_MEMBERS: String(o.members),
      BENCH_CHILD_MINIMUM: String(o.minimum),
      BENCH_CHILD_CONNECTIONS: String(o.poolSize),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`service exited ${code}`));
    child.once('exit', failed);
    child.once('message', (m) => {
      const { url, members } = m as { url: string; members: BenchMember[] };
      const stats = () =>
        new Promise<ChildStats>((done) => {
          child.once('message', (s) => done(s as ChildStats));
          child.send('stats');
        });
      const stop = () =>
        new Promise<void>((done) => {
          child.off('exit', failed);
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      resolve({ url, members, stats, stop });
    });
  });
}

export const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * Busy and total jiffies of the whole machine (/proc/stat), to tell a CPU-bound run apart, and
 * those of PostgreSQL: its live processes plus the backends the postmaster has reaped.
 */
export function machineTicks(): { busy: number; total: number; postgres: number } {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const n = f.map(Number);
  const total = n.reduce((s, v) => s + v, 0);
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    if (!stat.includes(' (postgres) ')) continue;
    const t = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    postgres += Number(t[11]) + Number(t[12]) + Number(t[13]) + Number(t[14]);
  }
  return { busy: total - n[3]! - n[4]!, total, postgres };
}

/** CPU ms per operation between two machineTicks(): PostgreSQL's, and the machine's in all. */
export function cpuPer(
  a: ReturnType<typeof machineTicks>,
  b: ReturnType<typeof machineTicks>,
  ops: number,
) {
  const perOp = (ticks: number) => ((ticks / CLOCK_TICKS) * 1000) / Math.max(1, ops);
  return {
    postgresMs: perOp(b.postgres - a.postgres),
    machineMs: perOp(b.busy - a.busy),
    busy: (b.busy - a.busy) / Math.max(1, b.total - a.total),
  };
}

export interface RunResult {
  rate: number;
  errors: number;
  requests: number;
  /** Service CPU per 2xx transfer, ms. */
  serviceCpuMs: number;
  /** Load generator (this process) CPU per request, ms. */
  loaderCpuMs: number;
  /** Database queries per 2xx transfer (0 unless counted). */
  queries: number;
  /** Share of both cores busy during the run. */
  machineBusy: number;
  /** PostgreSQL CPU per 2xx transfer, ms (0 on PGlite: it runs inside the service). */
  postgresCpuMs: number;
  /** Whole-machine CPU per 2xx transfer, ms. */
  machineCpuMs: number;
}

let seq = 0;

export async function serviceRate(
  svc: Service,
  members: BenchMember[],
  o: { connections: number; seconds: number },
): Promise<RunResult> {
  const before = await svc.stats();
  const loader = process.cpuUsage();
  const ticks = machineTicks();
  const result = await autocannon({
    url: `${svc.url}/v1/transfer-points`,
    method: 'POST',
    connections: o.connections,
    duration: o.seconds,
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
  const ticksAfter = machineTicks();
  const loaderUsed = process.cpuUsage(loader);
  const after = await svc.stats();
  const ok = result['2xx'];
  const cpu = cpuPer(ticks, ticksAfter, ok);
  const requests = ok + result.non2xx;
  return {
    rate: ok / (result.duration || o.seconds),
    errors: result.non2xx + result.errors,
    requests,
    serviceCpuMs: (after.cpuMs - before.cpuMs) / Math.max(1, ok),
    loaderCpuMs: (loaderUsed.user + loaderUsed.system) / 1000 / Math.max(1, requests),
    queries: (after.queries - before.queries) / Math.max(1, ok),
    machineBusy: cpu.busy,
    postgresCpuMs: cpu.postgresMs,
    machineCpuMs: cpu.machineMs,
  };
}
