// Where a cold load's first paint goes, on the pages the Lighthouse benchmark scores, against the
// bare Next page in the same run (docs/quality.md §3): each load is traced in a fresh browser, without
// throttling, as Lighthouse observes a page before it simulates one. Not a test, and no goal of its
// own (bench/lighthouse.mjs holds the goal): it prints what a page's score rests on, medians of
// FP_RUNS loads (default 5) taken in rounds.
// `npm run bench -- first-paint` (BENCH_REBUILD=1 rebuilds the app first).
//
// Why these figures. Lighthouse simulates LCP from every request that finished before the paint it
// observed, so a page whose first paint comes after its scripts have arrived counts them all
// (bench/lighthouse.mjs, lcpInputs). Up to that paint the page waits for its stylesheets; for a
// font it preloads, Chromium holds the first frame at most 50 ms (render_blocking_resource_manager,
// kMaxRenderingDelayForFontPreloads), so a face that arrives later misses the first layout: the
// text is laid out in a fallback found through the system's fonts, then again in the face. Traced
// on a two-core host, the Arabic member home page's first layout spent 105 ms in font lookups in
// the one load of eight whose Arabic face missed it (arrived at 311 ms, layout at 137), and none in
// the seven whose faces were in time. The columns show which of these a page met.
import { auditedPages, median, withBrowserAs } from './support/audited-pages.mjs';
import { traceLoad } from './support/trace-load.mjs';
import { memberJars, startAll, stopAll } from './support/web-servers.mjs';

const RUNS = Number(process.env.FP_RUNS ?? 5);
/** The figures of one load, in ms from the document's request; undefined if the trace lost its paint. */
function firstPaintOf(events, url) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const requests = new Map();
  for (const e of events) {
    if (e.name === 'ResourceSendRequest')
      requests.set(e.args.data.requestId, { url: e.args.data.url, start: e.ts });
    if (e.name === 'ResourceFinish')
      Object.assign(requests.get(e.args.data.requestId) ?? {}, { end: e.ts });
  }
  const documentRequest = [...requests.values()].find((r) => r.url === url);
  if (!paint || !documentRequest) return undefined;
  const at = (ts) => (ts - documentRequest.start) / 1000;
  const before = [...requests.values()].filter((r) => r.start < paint.ts);
  const ends = (pattern) =>
    before.filter((r) => pattern.test(new URL(r.url).pathname)).map((r) => r.end ?? Infinity);
  const onMain = events.filter(
    (e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X' && e.ts < paint.ts,
  );
  const firstLayout = onMain.find((e) => e.name === 'Layout' && e.dur > 0);
  const faces = ends(/\.woff2$/);
  const timeIn = (name) =>
    onMain.filter((e) => e.name === name).reduce((sum, e) => sum + e.dur / 1000, 0);
  return {
    paint: at(paint.ts),
    styles: Math.max(0, ...ends(/\.css$/).map(at)),
    // A face fetched before the paint that was not there when the first layout began.
    lateFaces: firstLayout ? faces.filter((end) => end > firstLayout.ts).length : 0,
    layoutAt: firstLayout ? at(firstLayout.ts) : NaN,
    layoutMs: firstLayout ? firstLayout.dur / 1000 : NaN,
    fontLookupMs: timeIn('FontCache::GetFontPlatformData'),
    scriptsMs: timeIn('EvaluateScript'),
    mainThreadMs: timeIn('ThreadControllerImpl::RunTask'),
    scripts: ends(/\.js$/).filter((end) => end <= paint.ts).length,
  };
}

async function measure(target) {
  for (let failures = 0; ;) {
    const figures = await withBrowserAs(target.jar, async (_port, browser) =>
      firstPaintOf((await traceLoad(browser, target.url)).events, target.url),
    );
    if (figures) return figures;
    if (++failures > 3)
      throw new Error(`${target.url}: no first paint in the trace ${failures} times`);
  }
}

try {
  await startAll({ rebuild: process.env.BENCH_REBUILD === '1' });
  const targets = auditedPages(await memberJars());
  const loads = new Map(targets.map((t) => [t, []]));
  // Round robin, as bench/lighthouse.mjs: every page and the reference meet the same drift.
  for (let round = 0; round < RUNS; round++) {
    for (const target of targets) loads.get(target).push(await measure(target));
  }
  const [bareTarget] = targets;
  const barePaint = median(loads.get(bareTarget).map((l) => l.paint));
  console.log(`Cold loads, unthrottled, median of ${RUNS} (taken in rounds)`);
  console.log(
    'paint: first contentful paint; styles: the last stylesheet arrived; late faces: preloaded fonts that',
  );
  console.log(
    "missed the first layout (of all runs); font lookups, scripts ms, main ms: the main thread's time in font",
  );
  console.log(
    'lookups, in evaluating scripts and in all, before the paint; scripts: those arrived by the paint\n',
  );
  const header = [
    'paint ms',
    '÷ bare',
    'styles ms',
    'layout at',
    'layout ms',
    'late faces',
    'font lookups',
    'scripts ms',
    'main ms',
    'scripts',
  ];
  console.log('page'.padEnd(30), ...header.map((h) => h.padStart(h.length + 1)));
  for (const target of targets) {
    const runs = loads.get(target);
    const m = (key) => median(runs.map((l) => l[key]));
    const cells = [
      m('paint').toFixed(0),
      (m('paint') / barePaint).toFixed(2),
      m('styles').toFixed(0),
      m('layoutAt').toFixed(0),
      m('layoutMs').toFixed(0),
      `${runs.reduce((sum, l) => sum + l.lateFaces, 0)}`,
      m('fontLookupMs').toFixed(1),
      m('scriptsMs').toFixed(0),
      m('mainThreadMs').toFixed(0),
      `${m('scripts')}`,
    ];
    console.log(target.name.padEnd(30), ...cells.map((c, i) => c.padStart(header[i].length + 1)));
  }
} finally {
  stopAll();
}
