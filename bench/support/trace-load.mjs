// One cold load traced, for the page benchmarks that read where a load's time goes
// (bench/first-paint.mjs, bench/compile-hints.mjs).

/** What a page's load is traced with; a benchmark may add categories of its own. */
export const TIMELINE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'toplevel',
];

/**
 * One cold load's trace events, from the document's request until 2 s after its load event, and
 * when the load event started (ms from the navigation).
 */
export async function traceLoad(browser, url, categories = TIMELINE_CATEGORIES) {
  const context = browser.contexts()[0];
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories },
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  const loadMs = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]?.loadEventStart ?? NaN,
  );
  await page.waitForTimeout(2000);
  await cdp.send('Tracing.end');
  await complete;
  return { events, loadMs };
}
