// BFF throughput, CPU and added latency, as ratios measured in one run (docs/quality.md §3, issue
// "BFF"). References: the upstream alone, a raw node:http keep-alive proxy, and a Next route
// handler that answers fixed JSON (/api/health, the framework's floor). Not a test: it prints.
import { fork, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { sealData } from 'iron-session';
import { NEXT_COMMAND, buildApp, hasBuild, runtimeEnv } from '../scripts/runtime-env.mjs';
import { waitFor } from './support/wait-for.mjs';

const PORTS = { upstream: 4191, raw: 4192, next: 3191 };
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 32;
const CLK_TCK = 100;

const env = runtimeEnv({
  UPSTREAM_URL: `http://127.0.0.1:${PORTS.upstream}`,
  NODE_ENV: 'production',
});
if (!hasBuild()) await buildApp(env);

const children = [];
const started = (child) => (children.push(child), child);
const forkReady = (file, extra) =>
  new Promise((resolve, reject) => {
    const child = started(fork(file, { env: { ...env, ...extra }, stdio: 'ignore' }));
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${file} exited ${code}`)));
  });

/** CPU seconds used by a process and all its descendants (Linux /proc). */
function cpuSeconds(rootPid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / CLK_TCK,
      });
    } catch {}
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    total += stats.get(pid)?.cpu ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) queue.push(child);
  }
  return total;
}

// A returning visitor: the device cookie is set, as after the first call.
const headers = {
  cookie: '_fp=bench-device-0001',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile',
};
const load = (opts) =>
  autocannon({ connections: CONNECTIONS, duration: DURATION, headers, ...opts });

async function measure(url, pid, extraHeaders, duration) {
  const before = pid ? cpuSeconds(pid) : 0;
  const result = await load({ url, headers: { ...headers, ...extraHeaders }, duration });
  const cpu = pid ? cpuSeconds(pid) - before : 0;
  return { rps: result.requests.average, ok: result['2xx'], non2xx: result.non2xx, cpu };
}

function report(name, runs, pid) {
  const rps = median(runs.map((r) => r.rps));
  const ok = runs.reduce((sum, r) => sum + r.ok, 0);
  const cpuPerRequestMs = pid ? (runs.reduce((sum, r) => sum + r.cpu, 0) * 1000) / ok : undefined;
  const non2xx = runs.reduce((sum, r) => sum + r.non2xx, 0);
  const each = runs.length > 1 ? `  (rounds: ${runs.map((r) => r.rps.toFixed(0)).join(' ')})` : '';
  console.log(
    `${name.padEnd(12)} ${rps.toFixed(0).padStart(6)} req/s  ${pid ? `${cpuPerRequestMs.toFixed(2)} ms CPU/req` : ''}  non-2xx ${non2xx}${each}`,
  );
  return { rps, cpuPerRequestMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One target measured once, after a warm-up (JIT, connection pools). */
async function throughput(name, url, pid, extraHeaders = {}) {
  await load({ url, headers: { ...headers, ...extraHeaders }, duration: 2 });
  return report(name, [await measure(url, pid, extraHeaders, DURATION)], pid);
}

/**
 * Targets that are compared with each other, measured in alternating short rounds: load from
 * elsewhere on a shared machine then lands on all of them alike instead of on one, and each
 * ratio is the median of the per-round ratios.
 */
async function interleaved(targets, pid) {
  for (const t of targets)
    await load({ url: t.url, headers: { ...headers, ...t.headers }, duration: 2 });
  const runs = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries())
      runs[i].push(await measure(t.url, pid, t.headers ?? {}, DURATION / ROUNDS));
  }
  const results = targets.map((t, i) => report(t.name, runs[i], pid));
  const ratio = (i, j) => median(runs[i].map((r, k) => r.rps / runs[j][k].rps));
  return { results, ratio };
}

async function latencyAt(rate, url) {
  // One paced connection: several connections on one rate fire in bursts and measure queueing.
  const result = await load({ url, connections: 1, overallRate: rate });
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  await forkReady('bench/support/fixed-upstream.mjs', { PORT: String(PORTS.upstream) });
  await forkReady('bench/support/raw-proxy.mjs', {
    PORT: String(PORTS.raw),
    TARGET: `http://127.0.0.1:${PORTS.upstream}/v1/transfer-limits`,
  });
  const [bin, args] = NEXT_COMMAND;
  const next = started(spawn(bin, [...args, '-p', String(PORTS.next)], { env, stdio: 'ignore' }));
  await waitFor(`http://127.0.0.1:${PORTS.next}/api/health`);

  const upstreamUrl = `http://127.0.0.1:${PORTS.upstream}/v1/transfer-limits`;
  const bffUrl = `http://127.0.0.1:${PORTS.next}/api/amr-loyalty/transfer-limits`;
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per target (floor and BFF in ${ROUNDS} alternating rounds)\n`,
  );
  const upstream = await throughput('upstream', upstreamUrl);
  const raw = await throughput('raw proxy', `http://127.0.0.1:${PORTS.raw}/`);
  // A signed-in member's call: one session unseal per request.
  const sealed = await sealData(
    {
      isLoggedIn: true,
      sid: 's',
      accessToken: 'a'.repeat(43),
      refreshToken: 'r'.repeat(43),
      phone: { cCode: '+971', phnNo: '501234567' },
    },
    { password: { 2: env.SESSION_PASSWORD }, ttl: 3600 },
  );
  const { results, ratio } = await interleaved(
    [
      { name: 'next floor', url: `http://127.0.0.1:${PORTS.next}/api/health` },
      { name: 'bff', url: bffUrl },
      {
        name: 'bff member',
        url: `http://127.0.0.1:${PORTS.next}/api/amr-loyalty/remaining-limit`,
        headers: { cookie: `${headers.cookie}; __Host-amrx-session=${sealed}` },
      },
    ],
    next.pid,
  );
  const [floor, bff, member] = results;

  const base = await latencyAt(200, upstreamUrl);
  const floorLatency = await latencyAt(200, `http://127.0.0.1:${PORTS.next}/api/health`);
  const proxied = await latencyAt(200, bffUrl);

  console.log('\nratios (goals from docs/quality.md §3)');
  console.log(
    `  BFF ÷ floor throughput   ${ratio(1, 0).toFixed(2)}   (goal ≥ 0.80; median of ${ROUNDS} rounds)`,
  );
  console.log(`  BFF member ÷ floor       ${ratio(2, 0).toFixed(2)}   (goal ≥ 0.80)`);
  console.log(`  BFF ÷ raw throughput     ${(bff.rps / raw.rps).toFixed(2)}`);
  console.log(`  raw ÷ upstream           ${(raw.rps / upstream.rps).toFixed(2)}`);
  // docs/quality.md sets ≤ 1.25 ms against a floor of ~1.0 ms on the machine it was written on; CPU
  // time per request scales with the host like every other time, so the goal holds as a ratio to
  // the floor measured here (on a slower two-core host the floor alone used 1.85-2.08 ms).
  const cpuRatio = (r) => (r.cpuPerRequestMs / floor.cpuPerRequestMs).toFixed(2);
  console.log(
    `  BFF CPU per request      ${bff.cpuPerRequestMs.toFixed(2)} ms, member ${member.cpuPerRequestMs.toFixed(2)} ms; floor ${floor.cpuPerRequestMs.toFixed(2)} ms`,
  );
  console.log(
    `    ÷ floor                ${cpuRatio(bff)}, member ${cpuRatio(member)}   (goal ≤ 1.25: docs/quality.md §3's 1.25 ms on its ~1.0 ms floor)`,
  );
  console.log(
    `  added latency @200 req/s median +${(proxied.p50 - base.p50).toFixed(1)} ms (goal ≤ +5), p99 +${(proxied.p99 - base.p99).toFixed(1)} ms (goal ≤ +20)`,
  );
  console.log(
    `    (the Next floor alone adds median +${(floorLatency.p50 - base.p50).toFixed(1)} ms, p99 +${(floorLatency.p99 - base.p99).toFixed(1)} ms)`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
}
