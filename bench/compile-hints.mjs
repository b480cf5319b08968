// Whether the compile hint every `next build` puts on the client scripts (scripts/compile-hints.mjs,
// `//# allFunctionsCalledOnLoad`) pays, on the build at hand: the same pages loaded cold with the
// scripts as built (hinted) and with the hint taken off again (stripped), CH_RUNS loads of each
// (default 7), in alternating rounds (hinted, stripped, hinted…) so that both meet the same drift.
// Each load is traced in a fresh browser, without throttling, as bench/first-paint.mjs does, and the
// figures are the renderer main thread's: V8's compiling on it (the hint's aim is to move that to a
// background thread while the file streams in), all its tasks, the longest one, and the time of its
// tasks beyond 50 ms (blocking), from the document's request until 2 s after the load event.
// Not a test: it prints the medians per variant and their ratio, hinted ÷ stripped, to decide the
// hint on (docs/quality.md §3). Guest pages only: no member signs in.
// `npm run bench -- compile-hints` (BENCH_REBUILD=1 rebuilds the app first).
//
// Both variants get their scripts through the same interception (Playwright's route: fetched by
// the test runner, handed to the browser whole, headers as the server sent them but for the
// encoding and length), so neither pays for it alone; the stripped one is handed the file without
// its first line. Only scripts under /_next/static/ carry the hint, so only they are routed.
// The service worker's own fetches (its precache) are not routed: as built in both variants, and
// compiled on its own thread, not the page's.
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';
import { median, withBrowserAs } from './support/audited-pages.mjs';
import { TIMELINE_CATEGORIES, traceLoad } from './support/trace-load.mjs';
import { APP, startAll, stopAll } from './support/web-servers.mjs';

const RUNS = Number(process.env.CH_RUNS ?? 7);
const PAGES = [
  { name: 'home, guest (en)', url: `${APP}/en/home` },
  { name: 'home, guest (ar)', url: `${APP}/ar/home` },
  { name: 'rewards, guest (en)', url: `${APP}/en/rewards` },
];
const VARIANTS = ['hinted', 'stripped'];
const CATEGORIES = [...TIMELINE_CATEGORIES, 'v8', 'disabled-by-default-v8.compile'];
// V8's compiling as the trace names it (Chromium 156): a script's top-level compile (for a streamed
// script, the finishing of what the worker compiled), a function's lazy compile on its first call
// (V8.CompileCode: the cost the hint aims at), a module's compile; nested ones count once. The
// streaming compile (v8.parseOnBackground, BackgroundCompileTask::Run) runs on the renderer's worker
// threads and is shown apart, as off-thread: on two cores it still competes for the CPU.
const MAIN_THREAD_COMPILE = new Set([
  'v8.compile',
  'V8.CompileScript',
  'V8.CompileStreamedScript',
  'V8.CompileCode',
  'v8.compileModule',
]);
const OFF_THREAD_COMPILE = new Set([
  'v8.parseOnBackground',
  'BackgroundCompileTask::Run',
  'V8.CompileCodeBackground',
]);
const TASK = 'ThreadControllerImpl::RunTask';

/** Serves every client script through the runner, with the hint (`hinted`) or without it. */
async function routeScripts(context, variant, served) {
  await context.route('**/_next/static/**/*.js', async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    if (variant === 'stripped' && body.startsWith(COMPILE_HINT))
      body = body.slice(COMPILE_HINT.length);
    const headers = { ...response.headers() };
    // The runner hands the browser the decoded body; Playwright sets its length.
    delete headers['content-encoding'];
    delete headers['content-length'];
    served.push(body.startsWith(COMPILE_HINT));
    await route.fulfill({ status: response.status(), headers, body });
  });
}

/** One cold load of `variant`, traced, with whether each script it was served carried the hint. */
async function traceVariant(browser, url, variant) {
  const served = [];
  await routeScripts(browser.contexts()[0], variant, served);
  return { ...(await traceLoad(browser, url, CATEGORIES)), served };
}

/** The events of `list` that no other event of it on their thread encloses (nested ones count once). */
function outermost(list) {
  const sorted = [...list].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kept = [];
  const ends = new Map();
  for (const e of sorted) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ts >= (ends.get(thread) ?? -Infinity)) {
      kept.push(e);
      ends.set(thread, e.ts + e.dur);
    }
  }
  return kept;
}

/** The figures of one load, in ms; undefined if the trace lost the page's paint or request. */
function figuresOf({ events, served, loadMs }, url) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const request = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === url);
  if (!paint || !request) return undefined;
  const complete = events.filter((e) => e.ph === 'X' && e.ts >= request.ts);
  const onMain = complete.filter((e) => e.pid === paint.pid && e.tid === paint.tid);
  const ms = (list) => list.reduce((sum, e) => sum + e.dur / 1000, 0);
  const tasks = outermost(onMain.filter((e) => e.name === TASK));
  return {
    compileMs: ms(outermost(onMain.filter((e) => MAIN_THREAD_COMPILE.has(e.name)))),
    evaluateMs: ms(outermost(onMain.filter((e) => e.name === 'EvaluateScript'))),
    mainMs: ms(tasks),
    longestMs: Math.max(0, ...tasks.map((e) => e.dur / 1000)),
    blockingMs: tasks.reduce((sum, e) => sum + Math.max(0, e.dur / 1000 - 50), 0),
    offThreadMs: ms(
      outermost(
        complete.filter(
          (e) => OFF_THREAD_COMPILE.has(e.name) && e.pid === paint.pid && e.tid !== paint.tid,
        ),
      ),
    ),
    paintMs: (paint.ts - request.ts) / 1000,
    loadMs,
    scripts: served.length,
    hintedScripts: served.filter(Boolean).length,
  };
}

async function measure(target, variant) {
  for (let failures = 0; ;) {
    const figures = await withBrowserAs(undefined, async (_port, browser) =>
      figuresOf(await traceVariant(browser, target.url, variant), target.url),
    );
    if (figures) return figures;
    if (++failures > 3)
      throw new Error(`${target.url}: no first paint in the trace ${failures} times`);
  }
}

const COLUMNS = [
  ['compile ms', 'compileMs', 1],
  ['eval ms', 'evaluateMs', 0],
  ['main ms', 'mainMs', 0],
  ['longest ms', 'longestMs', 0],
  ['blocking ms', 'blockingMs', 0],
  ['off-thread ms', 'offThreadMs', 0],
  ['paint ms', 'paintMs', 0],
  ['load ms', 'loadMs', 0],
  ['scripts', 'scripts', 0],
];
// The figures the decision rests on, compared load by load (round k hinted against round k
// stripped) as well as by their medians.
const DECIDING = ['compileMs', 'mainMs', 'longestMs'];

try {
  await startAll({ rebuild: process.env.BENCH_REBUILD === '1', bare: false });
  const loads = new Map(PAGES.map((p) => [p, { hinted: [], stripped: [] }]));
  const started = Date.now();
  // A round loads every page in one variant; the rounds alternate between the variants.
  for (let round = 0; round < 2 * RUNS; round++) {
    const variant = VARIANTS[round % 2];
    for (const target of PAGES) loads.get(target)[variant].push(await measure(target, variant));
    const elapsed = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`round ${round + 1} of ${2 * RUNS} (${variant}) done, ${elapsed} s`);
  }
  // The variants must be what they claim: a build without its hints compares nothing.
  for (const [target, runs] of loads) {
    const unhinted = runs.hinted.filter((l) => l.hintedScripts !== l.scripts);
    const leftHinted = runs.stripped.filter((l) => l.hintedScripts > 0);
    if (unhinted.length || leftHinted.length || runs.hinted.some((l) => l.scripts === 0)) {
      throw new Error(
        `${target.name}: ${unhinted.length} hinted loads with a script unhinted, ` +
          `${leftHinted.length} stripped loads with a hinted one (is the build's step in place?)`,
      );
    }
  }

  const browserVersion = await withBrowserAs(undefined, async (_port, browser) =>
    browser.version(),
  );
  console.log(
    `\nCold loads, unthrottled, ${browserVersion}, median of ${RUNS} per variant (rounds alternating)`,
  );
  console.log(
    "compile, eval, main: the renderer main thread's time in V8 compiling, in evaluating scripts and",
  );
  console.log(
    'in all its tasks; longest: its longest task; blocking: its tasks beyond 50 ms, summed; off-thread:',
  );
  console.log(
    'V8 compiling on other threads; paint and load from the document request; all until load + 2 s\n',
  );
  const header = COLUMNS.map(([title]) => title);
  const row = (label, cells) =>
    console.log(label.padEnd(32), ...cells.map((c, i) => c.padStart(header[i].length + 1)));
  row('page', header);
  const ratios = Object.fromEntries(DECIDING.map((key) => [key, []]));
  for (const target of PAGES) {
    const runs = loads.get(target);
    const m = (variant, key) => median(runs[variant].map((l) => l[key]));
    for (const variant of VARIANTS)
      row(
        `${target.name}, ${variant}`,
        COLUMNS.map(([, key, digits]) => m(variant, key).toFixed(digits)),
      );
    row(
      `  hinted ÷ stripped`,
      COLUMNS.map(([, key]) => (m('hinted', key) / m('stripped', key)).toFixed(2)),
    );
    for (const key of DECIDING) ratios[key].push(m('hinted', key) / m('stripped', key));
    const lower = DECIDING.map((key) => {
      const wins = runs.hinted.filter((l, k) => l[key] < runs.stripped[k][key]).length;
      return `${key.replace(/Ms$/, '')} ${wins}/${RUNS}`;
    });
    console.log(`  hinted lower in round pairs: ${lower.join(', ')}`);
  }
  const geomean = (values) => Math.exp(values.reduce((s, v) => s + Math.log(v), 0) / values.length);
  console.log(
    `\nhinted ÷ stripped over the ${PAGES.length} pages (geometric mean of the medians' ratios), ${RUNS} runs each: ` +
      DECIDING.map((key) => `${key.replace(/Ms$/, '')} ${geomean(ratios[key]).toFixed(2)}`).join(
        ', ',
      ),
  );
} finally {
  stopAll();
}
