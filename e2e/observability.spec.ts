import { expect, test } from './support/test';
import { signInAs } from './support/session';

// Real-user metrics reach the data layer with the visit's fields; error reporting stays unloaded
// without a DSN (the e2e server has none).

type Pushed = {
  event: string;
  metric_name?: string;
  metric_value?: number;
  select_language?: string;
  display_mode?: string;
  user_type?: string;
};

const vitals = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter(
      (e) => e.event === 'web_vitals',
    ),
  );

for (const locale of ['en', 'ar'] as const) {
  test(`web vitals are pushed with the language, display mode and visitor in ${locale}`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/home`);
    // TTFB comes once web-vitals has loaded (after hydration); LCP is final at the first input
    // after that.
    await expect.poll(async () => (await vitals(page)).map((e) => e.metric_name)).toContain('TTFB');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect
      .poll(async () => (await vitals(page)).map((e) => e.metric_name).sort())
      .toEqual(expect.arrayContaining(['LCP', 'TTFB']));
    for (const metric of await vitals(page)) {
      expect(metric).toMatchObject({
        select_language: locale,
        display_mode: 'browser',
        user_type: 'new',
      });
      expect(metric.metric_value).toBeGreaterThanOrEqual(0);
    }
  });
}

test('a signed-in member’s metrics say so', async ({ page, request }) => {
  await signInAs(page, request);
  await page.goto('/en/rewards');
  await expect.poll(async () => (await vitals(page)).length).toBeGreaterThan(0);
  expect((await vitals(page))[0]?.user_type).toBe('existing');
});

test('without a DSN the error-reporting SDK is never loaded', async ({ page }) => {
  const sentryRequests: string[] = [];
  page.on('request', (request) => {
    if (/sentry|ingest/i.test(request.url())) sentryRequests.push(request.url());
  });
  await page.goto('/en/home');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
  expect(sentryRequests).toEqual([]);
});
