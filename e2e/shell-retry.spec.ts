import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, type TestLocale } from './support/routes';
import { signInWithClientId } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';

// SPEC §4 Home loading and §8: when an initial home fetch fails, a snackbar that stays shows the
// error with REFRESH, which logs click_on_refresh (network_error) and loads again.

const failBalances = (page: Page) =>
  page.route('**/api/amr-loyalty/loyalty-brands', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, message: 'Service unavailable', data: null }) }),
  );

for (const [locale, viewport] of [
  ['en', { width: 1280, height: 800 }],
  ['ar', { width: 390, height: 844 }],
] as const satisfies readonly (readonly [TestLocale, { width: number; height: number }])[]) {
  test(`a failed balance fetch on home offers REFRESH, which loads them (${locale}, ${viewport.width}px)`, async ({ page, request }) => {
    const m = MESSAGES[locale];
    await page.setViewportSize(viewport);
    await signInWithClientId(page, request, locale, '+971', '522223344');
    await failBalances(page);
    await page.reload();

    const refresh = page.getByRole('button', { name: m.ApiErrors.refresh });
    await expect(page.getByText(m.ApiErrors.generic)).toBeVisible();
    await expect(refresh).toBeVisible();
    // The retry variant does not auto-hide (SPEC §2 Snackbar: others go after 5 s).
    await page.waitForTimeout(5500);
    await expect(refresh).toBeVisible();
    await expectNoAxeViolations(page, `home with the retry snackbar (${locale})`);
    let events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(expect.objectContaining({ event: 'view', event_action: 'balance_not_fetched' }));

    await page.unroute('**/api/amr-loyalty/loyalty-brands');
    await refresh.click();
    await expect(page.getByText(m.PointsWidget.totalPoints)).toBeVisible();
    await expect(page.getByText(m.ApiErrors.generic)).toHaveCount(0);
    events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'click_on_refresh', event_action: 'network_error', screen_name: 'home', user_type: 'existing', select_language: locale }),
    );
  });
}

test('a REFRESH that fails again shows the snackbar again (en)', async ({ page, request }) => {
  const m = MESSAGES.en;
  await signInWithClientId(page, request, 'en', '+971', '522223344');
  await failBalances(page);
  await page.reload();
  const refresh = page.getByRole('button', { name: m.ApiErrors.refresh });
  const again = page.waitForResponse('**/api/amr-loyalty/loyalty-brands');
  await refresh.click();
  expect((await again).status()).toBe(503);
  // The pressed snackbar leaves, a new one for the new failure stays.
  await expect(refresh).toHaveCount(1);
  await expect(refresh).toBeVisible();
});
