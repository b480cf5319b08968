// Lighthouse mobile (its default throttling), median of LH_RUNS runs (default 5), on home (guest
// and member), rewards and exchange points, in English and Arabic, against the bare Next page
// built in the same run (QUALITY.md §3). Goals: performance ≥ bare − 3 and ≥ 90; accessibility,
// best practices and SEO 100; CLS ≤ 0.02. Not a test: it prints.
// `npm run bench -- lighthouse` (BENCH_REBUILD=1 rebuilds the app first).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { APP, BARE, memberCookie, startAll, stopAll } from './support/web-servers.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The visitor is set in the browser's own cookie jar: a Cookie request header (Lighthouse's
 * extraHeaders) is replaced by the jar's once the page sets a cookie of its own, and the page's
 * calls to the BFF would then go out signed out. Lighthouse keeps cookies between runs.
 */
async function visitAs(browser, cookie) {
  const [context] = browser.contexts();
  await context.clearCookies();
  if (!cookie) return;
  const cookies = cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), domain: new URL(APP).hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' };
  });
  await context.addCookies(cookies);
}

async function audit(port, url) {
  const runs = [];
  let failures = 0;
  while (runs.length < RUNS) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    // Chrome now and then loses a run's trace (NO_NAVSTART); such a run has no metrics and is
    // run again rather than counted, a few times at most.
    if (lhr.runtimeError) {
      if (++failures > 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${failures} times`);
      console.error(`${url}: ${lhr.runtimeError.code}, run again`);
      continue;
    }
    // A member page that sent its visitor to log in measured the wrong page.
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    runs.push({
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      failing: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
        lhr.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => ref.id),
      ),
    });
  }
  return {
    ...Object.fromEntries(['performance', ...CATEGORIES.slice(1), 'cls', 'lcp', 'tbt'].map((k) => [k, median(runs.map((r) => r[k]))])),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

let chrome;
let browser;
try {
  await startAll({ rebuild: process.env.BENCH_REBUILD === '1' });
  const cookie = await memberCookie();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const bare = await audit(chrome.port, `${BARE}/`);
  const targets = [
    ['home, guest', '/home', undefined],
    ['home, member', '/home', cookie],
    ['rewards, member', '/rewards', cookie],
    ['exchange points, member', '/exchange-points', cookie],
  ];
  const row = (name, r, verdict = '') =>
    console.log(
      name.padEnd(30), String(r.performance).padStart(5), String(r.accessibility).padStart(5), String(r['best-practices']).padStart(5),
      String(r.seo).padStart(5), r.cls.toFixed(3).padStart(7), `${Math.round(r.lcp)}`.padStart(7), `${Math.round(r.tbt)}`.padStart(7), verdict,
    );
  console.log(`Lighthouse mobile, median of ${RUNS} runs\n`);
  console.log('page'.padEnd(30), ' perf', ' a11y', '   bp', '  seo', '    CLS', ' LCP ms', ' TBT ms');
  row('bare Next page', bare);
  let missed = 0;
  for (const [name, path, jar] of targets) {
    for (const locale of ['en', 'ar']) {
      await visitAs(browser, jar);
      const r = await audit(chrome.port, `${APP}/${locale}${path}`);
      const ok = r.performance >= bare.performance - 3 && r.performance >= 90 && r.accessibility === 100 &&
        r['best-practices'] === 100 && r.seo === 100 && r.cls <= 0.02;
      if (!ok) missed++;
      row(`${name} (${locale})`, r, ok ? 'met' : `MISSED ${r.failing.join(', ')}`);
    }
  }
  console.log(`\nperformance goal: ≥ bare − 3 (${bare.performance - 3}) and ≥ 90; pages missing a goal: ${missed}`);
} finally {
  await browser?.close().catch(() => {});
  await chrome?.kill();
  stopAll();
}
