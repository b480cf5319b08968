// What it costs that a member's page asks the loyalty service whether the session still stands
// and who its member is (lib/session/member.ts), against the page it is part of, measured in one
// run (docs/quality.md §3). The check is one call per render, never cached: a session ended on another
// device must render a guest page at once. This prints whether a short cache would be worth its
// staleness. `npm run bench -- session-check` (BENCH_SECONDS, default 10; BENCH_REBUILD=1).
import autocannon from 'autocannon';
import { APP, memberJars, startAll, stopAll } from './support/web-servers.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 4;

await startAll({ rebuild: process.env.BENCH_REBUILD === '1', bare: false });
try {
  const { en: cookie } = await memberJars();
  const call = (name, body) => ({
    url: `${APP}/api/amr-loyalty/${name}`,
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/json',
      origin: APP,
      'sec-fetch-site': 'same-origin',
    },
    body: JSON.stringify(body),
  });
  const cases = [
    ['member home page', { url: `${APP}/en/home`, headers: { cookie } }],
    ['the session check alone', call('session-member', {})],
    ['a balance read of the page', call('loyalty-brands', { cCode: '+971', phnNo: '501234567' })],
  ];
  const results = [];
  for (const [name, opts] of cases) {
    // A short warm-up, so the first compilation of each path does not count.
    await autocannon({ ...opts, connections: 1, amount: 20 });
    const r = await autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION });
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    results.push({ name, ms: r.latency.average, p99: r.latency.p99, rps: r.requests.average });
  }
  const [page, check, read] = results;
  console.log(`${CONNECTIONS} connections, ${DURATION} s each`);
  for (const r of results)
    console.log(
      `  ${r.name.padEnd(28)} ${r.ms.toFixed(1).padStart(7)} ms mean  ${String(r.p99).padStart(5)} ms p99  ${r.rps.toFixed(0).padStart(6)} req/s`,
    );
  console.log(
    `  check ÷ page               ${(check.ms / page.ms).toFixed(3)}   (the share of a page's time a cache could save, at most)`,
  );
  console.log(`  check ÷ balance read       ${(check.ms / read.ms).toFixed(3)}`);
} finally {
  stopAll();
}
