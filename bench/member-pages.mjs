// Member page views per second through the whole stack (web app and loyalty service, the service on
// PostgreSQL), as a ratio to a bare dynamic Next page in the same run (docs/quality.md §3; timings
// here are noisy, ratios hold). A signed-in member's home and rewards, a guest's home, and the
// reference, each with 8 connections, measured in alternating rounds; latency p50/p99 per target,
// and the CPU time each page cost the app, the service and PostgreSQL, which says where a member
// page's extra cost lies. Every visitor has answered the cookie banner, as a returning one has.
// `npm run bench -- member-pages` (TEST_DATABASE_URL's server, or 127.0.0.1:5432/test).
import autocannon from 'autocannon';
import { freshDatabase } from '../scripts/fresh-database.mjs';
import { CONSENT_COOKIE } from '../lib/observability/consent.ts';
import { cpuMs, cpuMsOfCommand } from './support/cpu-time.mjs';
import { APP, BARE, memberJars, processes, startAll, stopAll } from './support/web-servers.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 8;
const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `bench_pages_${process.pid}`;

const database = await freshDatabase(admin, name);

try {
  await startAll({ databaseUrl: database.url });
  const jars = await memberJars();
  const targets = [
    { name: 'bare dynamic', url: `${BARE}/dynamic` },
    {
      name: 'guest home',
      url: `${APP}/en/home`,
      headers: { cookie: `${CONSENT_COOKIE}=true` },
    },
    { name: 'member home', url: `${APP}/en/home`, headers: { cookie: jars.en } },
    { name: 'member rewards', url: `${APP}/en/rewards`, headers: { cookie: jars.en } },
  ];
  // What each part of the stack spent per page: the app, the loyalty service and PostgreSQL's
  // backends (the bare page's own server is none of these).
  const parts = {
    app: () => cpuMs(processes.app),
    service: () => cpuMs(processes.service),
    postgres: () => cpuMsOfCommand('postgres'),
  };
  const load = async (t, duration) => {
    const before = Object.fromEntries(Object.entries(parts).map(([k, read]) => [k, read()]));
    const result = await autocannon({
      url: t.url,
      headers: t.headers,
      connections: CONNECTIONS,
      duration,
    });
    const pages = Math.max(result.requests.total, 1);
    result.cpuPerPage = Object.fromEntries(
      Object.entries(parts).map(([k, read]) => [k, (read() - before[k]) / pages]),
    );
    return result;
  };
  for (const t of targets) await load(t, 2);
  const runs = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, t] of targets.entries()) runs[i].push(await load(t, SECONDS / ROUNDS));
  const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS / ROUNDS} s`);
  for (const [i, t] of targets.entries()) {
    const r = runs[i];
    const rps = median(r.map((x) => x.requests.average));
    const ratio = median(r.map((x, k) => x.requests.average / runs[0][k].requests.average));
    const non2xx = r.reduce((n, x) => n + x.non2xx, 0);
    const cpu =
      i === 0
        ? ''
        : `  CPU ms per page: ${Object.keys(parts)
            .map((k) => `${k} ${median(r.map((x) => x.cpuPerPage[k])).toFixed(2)}`)
            .join(', ')}`;
    console.log(
      `${t.name.padEnd(15)} ${rps.toFixed(0).padStart(5)} pages/s  ÷ bare ${ratio.toFixed(2)}  p50 ${median(r.map((x) => x.latency.p50))} ms  p99 ${median(r.map((x) => x.latency.p99))} ms  non-2xx ${non2xx}${cpu}`,
    );
  }
  const [guest, member] = ['guest home', 'member home'].map(
    (name) => runs[targets.findIndex((t) => t.name === name)],
  );
  const memberShare = median(member.map((x, k) => x.requests.average / guest[k].requests.average));
  console.log(`member home ÷ guest home ${memberShare.toFixed(2)} (goal ≥ 0.8)`);
} finally {
  stopAll();
  await new Promise((r) => setTimeout(r, 1000));
  await database.drop();
}
