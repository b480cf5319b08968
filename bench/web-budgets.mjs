// First-load JavaScript per route against a bare Next page built in this run (docs/quality.md §3):
// the gzip size of every script a route's HTML loads,
// for a guest and a signed-in member, in English and Arabic. Goals: ≤ bare + 40 KB, Arabic within
// 5 KB of English. Beside them, each page's HTML as `next start` sends it (compressed body and
// headers) against what a new connection delivers in its first round trip. Then Chrome's
// installability check and an offline load of the start URL.
// Not a test: it prints. `npm run bench -- web-budgets` (BENCH_REBUILD=1 rebuilds the app first).
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BRAND_CODES } from '../lib/contract/codes.ts';
import { ROUTES, routePath } from '../lib/navigation/routes.ts';
import { APP, BARE, memberJars, startAll, stopAll } from './support/web-servers.mjs';

const KB = 1024;
const GOAL_OVER_BARE_KB = 40;
const GOAL_AR_EN_KB = 5;
// A new TCP connection's first round trip carries its initial congestion window: 10 segments of
// 1460 bytes (RFC 6928), as Lighthouse's simulation counts it too. An HTML response larger than
// that, headers included, takes one more round trip before the page can start: on a phone's
// network that is 100-300 ms, and Lighthouse (150 ms RTT) adds one to the page's FCP and LCP.
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
const SAMPLE = { brand: 'kfc', id: '1', shortname: 'kfc' };

// Code that must not be among a page's first scripts, known by a string only it holds: the store
// map (components/stores/store-map.tsx) loads MapLibre when the map is opened; the offline notice
// (components/pwa/lazy-offline-notice.tsx) and the reminders' offer
// (components/reminders/lazy-reminders-opt-in.tsx) draw nothing in a first paint and load once the
// page runs.
const LAZY_ONLY = [
  { name: 'the store map (maplibre-gl)', marker: 'maplibregl-canvas' },
  { name: 'the offline notice', marker: '"offline-notice"' },
  { name: "the reminders' offer", marker: '"reminders-explain"' },
];

const scripts = new Map();
async function script(url) {
  if (!scripts.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const text = body.toString('utf8');
    scripts.set(url, {
      gzip: gzipSync(body).length,
      lazy: LAZY_ONLY.filter(({ marker }) => text.includes(marker)).map(({ name }) => name),
    });
  }
  return scripts.get(url);
}

/**
 * The gzip bytes of the script files a page loads as it starts (first-load JS, the budget), and of
 * its inline scripts (the server-rendered payload and messages), reported beside it. They are the
 * scripts its HTML names and those its React Server Components payload names: the browser fetches
 * a client part's scripts as it reads the payload, while the page hydrates, whether or not a tag
 * named them (a member's pages name the error boundary's script only there).
 */
async function firstLoadJs(origin, path, cookie) {
  const response = await fetch(origin + path, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  if (response.status !== 200) return { status: response.status };
  const html = await response.text();
  let bytes = 0;
  let inline = 0;
  const lazy = new Set();
  // A script preloaded for the page's first render counts as much as one it loads outright.
  const sources = new Set([
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b(?=[^>]*\bas="script")[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"/g)].map(
      (m) => m[1],
    ),
    ...[...html.matchAll(/(?:\/_next\/)?static\/chunks\/[\w.-]+\.js\b/g)].map(
      (m) => `/_next/${m[0].replace(/^\/_next\//, '')}`,
    ),
  ]);
  for (const src of sources) {
    const { gzip, lazy: found } = await script(new URL(src, origin).href);
    bytes += gzip;
    for (const name of found) lazy.add(name);
  }
  for (const [, body] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
    inline += gzipSync(body).length;
  return { status: 200, bytes, inline, lazy: [...lazy] };
}

/**
 * The bytes of a page's HTML response as the server sends it: status line, headers, chunk framing
 * and compressed body, read off a connection of its own.
 */
function documentBytes(url, cookie) {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) };
    get(url, { agent: false, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.socket.bytesRead));
    }).on('error', reject);
  });
}

const fmt = (bytes) => (bytes / KB).toFixed(1);

/**
 * The detail pages' parameters: KFC's first reward, and the demo member's voucher in its heaviest
 * state, activated (it shows the code, whose part the page then loads too), else their first
 * voucher. Read through the BFF as the rewards page reads them, so each is measured with the
 * detail it shows rather than as not found. Other routes take SAMPLE.
 */
async function samplesFor(cookie) {
  const list = async (call, brand) => {
    const response = await fetch(`${APP}/api/amr-loyalty/${call}`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/json',
        origin: APP,
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ brand, page: 1 }),
    });
    const items = (await response.json()).data?.[call === 'reward-list' ? 'rewards' : 'vouchers'];
    if (!items) throw new Error(`${call} for ${brand} answered ${response.status} without a list`);
    return items.map((item) => ({ ...SAMPLE, brand, id: item.id, status: item.status }));
  };
  const vouchers = [];
  for (const code of BRAND_CODES)
    vouchers.push(...(await list('voucher-list', code.toLowerCase())));
  const samples = {
    '/rewards/detail/:brand/:id': (await list('reward-list', 'kfc'))[0],
    '/voucher/detail/:brand/:id': vouchers.find((v) => v.status === 'activated') ?? vouchers[0],
  };
  for (const [pattern, sample] of Object.entries(samples))
    if (!sample) throw new Error(`no item to measure ${pattern} with`);
  console.log(
    `details measured: reward ${samples['/rewards/detail/:brand/:id'].id}, voucher ${samples['/voucher/detail/:brand/:id'].id} (${samples['/voucher/detail/:brand/:id'].status})\n`,
  );
  return samples;
}

try {
  await startAll({ rebuild: process.env.BENCH_REBUILD === '1' });
  const jars = await memberJars();
  const sample = await samplesFor(jars.en);
  const { bytes: bare, inline: bareInline } = await firstLoadJs(BARE, '/');
  console.log(
    `bare Next page: ${fmt(bare)} KB gzip first-load JS (+ ${fmt(bareInline)} KB inline payload)\n`,
  );
  console.log(
    `HTML en/ar: the page's response as sent, in KB of 1024 bytes; * where it is over a new connection's first round trip (${FIRST_ROUND_TRIP_BYTES} bytes)\n`,
  );
  console.log(
    'route'.padEnd(34),
    'visitor'.padEnd(8),
    'en KB'.padStart(7),
    'ar KB'.padStart(7),
    '−bare en'.padStart(9),
    '−bare ar'.padStart(9),
    ' ar−en',
    ' inline en',
    '   HTML en',
    '   HTML ar',
    ' goal',
  );
  let worst = -Infinity;
  let failures = 0;
  const overFirstRoundTrip = [];
  const lazyLoadedEarly = [];
  for (const entry of ROUTES.filter((r) => r.name !== 'fingerprint')) {
    const path = routePath(entry.name, sample[entry.pattern] ?? SAMPLE);
    const visitors =
      entry.access === 'authOnly'
        ? ['member']
        : entry.access === 'guestOnly'
          ? ['guest']
          : ['guest', 'member'];
    for (const visitor of visitors) {
      const jar = (locale) => (visitor === 'member' ? jars[locale] : undefined);
      const [en, ar] = [
        await firstLoadJs(APP, `/en${path}`, jar('en')),
        await firstLoadJs(APP, `/ar${path}`, jar('ar')),
      ];
      if (en.status !== 200 || ar.status !== 200) {
        console.log(
          entry.pattern.padEnd(34),
          visitor.padEnd(8),
          `(answered ${en.status}/${ar.status})`,
        );
        continue;
      }
      const overEn = en.bytes - bare;
      const overAr = ar.bytes - bare;
      const arEn = ar.bytes - en.bytes;
      const ok =
        Math.max(overEn, overAr) <= GOAL_OVER_BARE_KB * KB && Math.abs(arEn) <= GOAL_AR_EN_KB * KB;
      for (const name of new Set([...en.lazy, ...ar.lazy]))
        lazyLoadedEarly.push(`${name} on ${entry.pattern} (${visitor})`);
      if (!ok) failures++;
      worst = Math.max(worst, overEn, overAr);
      const html = {};
      for (const locale of ['en', 'ar']) {
        html[locale] = await documentBytes(`${APP}/${locale}${path}`, jar(locale));
        if (html[locale] > FIRST_ROUND_TRIP_BYTES)
          overFirstRoundTrip.push(`/${locale}${path} (${visitor})`);
      }
      const htmlCell = (bytes) =>
        `${fmt(bytes)}${bytes > FIRST_ROUND_TRIP_BYTES ? '*' : ' '}`.padStart(10);
      console.log(
        entry.pattern.padEnd(34),
        visitor.padEnd(8),
        fmt(en.bytes).padStart(7),
        fmt(ar.bytes).padStart(7),
        `+${fmt(overEn)}`.padStart(9),
        `+${fmt(overAr)}`.padStart(9),
        fmt(arEn).padStart(6),
        fmt(en.inline).padStart(10),
        htmlCell(html.en),
        htmlCell(html.ar),
        ok ? ' met' : ' MISSED',
      );
    }
  }
  console.log(
    `\nworst route: bare + ${fmt(worst)} KB (goal ≤ bare + ${GOAL_OVER_BARE_KB} KB); routes missing a goal: ${failures}`,
  );
  console.log(
    `Kept out of the first scripts, found in them: ${lazyLoadedEarly.length ? lazyLoadedEarly.join(', ') : `none (${LAZY_ONLY.map((l) => l.name).join(', ')})`}`,
  );
  console.log(
    `HTML over the first round trip: ${overFirstRoundTrip.length ? overFirstRoundTrip.join(', ') : 'none'}`,
  );

  // Chrome's own installability check, and the start URL opened with the network cut.
  for (const locale of ['en', 'ar']) {
    // A real profile: Chrome never offers to install from an incognito one.
    const profile = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${APP}/${locale}/home`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await page.reload();
    await context.setOffline(true);
    const offline = await page.goto(`${APP}/${locale}/home`).then(
      (r) => r?.status(),
      (e) => e.message,
    );
    const heading = await page
      .locator('h1')
      .first()
      .textContent()
      .catch(() => null);
    console.log(
      `${locale}: installability errors ${JSON.stringify(installabilityErrors)}; start URL offline → ${offline} "${heading}"`,
    );
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
} finally {
  stopAll();
}
