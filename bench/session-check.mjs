// What it costs that a member's page asks the loyalty service whether the session still stands
// and who its member is (lib/session/member.ts), against the page it is part of, measured in one
// run (docs/quality.md §3). The check is one call per render, never cached: a session ended on another
// device must render a guest page at once. This prints whether a short cache would be worth its
// staleness. It also counts the round trips to the service a member's page waits for one after the
// other: its reads start beside the check (lib/session/member.ts readAsMember), so a page that
// waited for the check and then for its data counts 2 and one that runs them side by side counts 1.
// Counted as the page's median time with every request to the service delayed by LINK_DELAY_MS,
// less its median without, over that delay: a ratio of two timings in one run.
// `npm run bench -- session-check` (BENCH_SECONDS, default 10; BENCH_REBUILD=1).
import autocannon from 'autocannon';
import { slowLink } from './support/slow-link.mjs';
import { APP, PORTS, SERVICE, memberJars, startAll, stopAll } from './support/web-servers.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 4;
const LINK_DELAY_MS = 80;
const TRIP_PAGES = [
  'home',
  'rewards',
  'exchange-points',
  'transaction-history',
  'brands',
  'brands/kfc/detail',
];

const link = await slowLink(SERVICE, PORTS.link);
await startAll({
  rebuild: process.env.BENCH_REBUILD === '1',
  bare: false,
  upstream: `http://127.0.0.1:${PORTS.link}`,
});
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

  // One connection, so the delay is all a request waits for besides the page's own work.
  const median = async (url) => {
    const opts = { url, headers: { cookie }, connections: 1 };
    await autocannon({ ...opts, amount: 5 });
    const r = await autocannon({ ...opts, amount: 40 });
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r.latency.p50;
  };
  console.log(
    `round trips to the service a member page waits for in series (${LINK_DELAY_MS} ms each)`,
  );
  for (const page of TRIP_PAGES) {
    link.delayMs = 0;
    const direct = await median(`${APP}/en/${page}`);
    link.delayMs = LINK_DELAY_MS;
    const delayed = await median(`${APP}/en/${page}`);
    const trips = (delayed - direct) / LINK_DELAY_MS;
    console.log(
      `  ${page.padEnd(28)} ${trips.toFixed(2).padStart(5)}   (median ${direct} ms, ${delayed} ms with the delay)`,
    );
  }
} finally {
  link.close();
  stopAll();
}
