// Member page views per second through the whole stack (web app and loyalty service, the service on
// PostgreSQL), as a ratio to a bare dynamic Next page in the same run (docs/quality.md §3; timings
// here are noisy, ratios hold). A signed-in member's home and rewards, a guest's home, and the
// reference, each with 8 connections, measured in alternating rounds; latency p50/p99 per target.
// `npm run bench -- member-pages` (TEST_DATABASE_URL's server, or 127.0.0.1:5432/test).
import autocannon from 'autocannon';
import { freshDatabase } from '../scripts/fresh-database.mjs';
import { APP, BARE, memberJars, startAll, stopAll } from './support/web-servers.mjs';

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
      headers: { cookie: 'cookie_consent_accepted=true' },
    },
    { name: 'member home', url: `${APP}/en/home`, headers: { cookie: jars.en } },
    { name: 'member rewards', url: `${APP}/en/rewards`, headers: { cookie: jars.en } },
  ];
  const load = (t, duration) =>
    autocannon({ url: t.url, headers: t.headers, connections: CONNECTIONS, duration });
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
    console.log(
      `${t.name.padEnd(15)} ${rps.toFixed(0).padStart(5)} pages/s  ÷ bare ${ratio.toFixed(2)}  p50 ${median(r.map((x) => x.latency.p50))} ms  p99 ${median(r.map((x) => x.latency.p99))} ms  non-2xx ${non2xx}`,
    );
  }
} finally {
  stopAll();
  await new Promise((r) => setTimeout(r, 1000));
  await database.drop();
}
