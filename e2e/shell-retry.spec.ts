import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { MESSAGES, type TestLocale } from './support/routes';
import { newMemberWithPoints } from './support/points';
import { expectNoAxeViolations } from './support/axe';
import { setCallFailing } from './support/faults';

// docs/product.md §4 Home loading and §8: when an initial home fetch fails, a snackbar that stays shows the
// error with REFRESH, which logs click_on_refresh (network_error) and loads again.

// The member's balances fail in the service, so both the server's read for the first paint and
// the browser's read after it fail, as when the service is down. Each test has a member of its
// own: the fault is the member's, whoever asks.
const failBalances = (request: APIRequestContext, phnNo: string, failing = true) =>
  setCallFailing(request, 'loyalty-brands', { cCode: '+971', phnNo }, failing);

for (const [locale, viewport] of [
  ['en', { width: 1280, height: 800 }],
  ['ar', { width: 390, height: 844 }],
] as const satisfies readonly (readonly [TestLocale, { width: number; height: number }])[]) {
  test(`a failed balance fetch on home offers REFRESH, which loads them (${locale}, ${viewport.width}px)`, async ({
    page,
    request,
  }) => {
    const m = MESSAGES[locale];
    await page.setViewportSize(viewport);
    const { phnNo } = await newMemberWithPoints(page, request, locale);
    await failBalances(request, phnNo);
    await page.goto(`/${locale}/home`);

    const refresh = page.getByRole('button', { name: m.ApiErrors.refresh });
    await expect(page.getByText(m.ApiErrors.generic)).toBeVisible();
    await expect(refresh).toBeVisible();
    // The retry variant does not auto-hide (docs/product.md §2 Snackbar: others go after 5 s).
    await page.waitForTimeout(5500);
    await expect(refresh).toBeVisible();
    await expectNoAxeViolations(page, `home with the retry snackbar (${locale})`);
    // While the balances fail, the offers (which depend on them) are not said to be none.
    await expect(page.getByText(m.Home.offersUnavailable)).toBeVisible();
    await expect(page.getByText(m.Home.noOffers)).toHaveCount(0);
    if (viewport.width < 640) {
      // On a phone the snackbar sits above the bottom bar, which stays usable.
      const bar = await page
        .getByRole('navigation', { name: m.Nav.bottomNavigation })
        .boundingBox();
      const toast = await page.locator('[data-sonner-toast]').boundingBox();
      expect(toast!.y + toast!.height).toBeLessThanOrEqual(bar!.y);
    }
    let events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'view', event_action: 'balance_not_fetched' }),
    );

    await failBalances(request, phnNo, false);
    await refresh.click();
    await expect(page.getByText(m.PointsWidget.totalPoints)).toBeVisible();
    await expect(page.getByText(m.ApiErrors.generic)).toHaveCount(0);
    events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'click_on_refresh',
        event_action: 'network_error',
        screen_name: 'home',
        user_type: 'existing',
        select_language: locale,
      }),
    );
  });
}

test('a REFRESH that fails again shows the snackbar again (en)', async ({ page, request }) => {
  const m = MESSAGES.en;
  const { phnNo } = await newMemberWithPoints(page, request, 'en');
  await failBalances(request, phnNo);
  await page.goto('/en/home');
  const refresh = page.getByRole('button', { name: m.ApiErrors.refresh });
  const again = page.waitForResponse('**/api/amr-loyalty/loyalty-brands');
  await refresh.click();
  // The BFF answers a service that is down with 502 (lib/bff/errors.ts).
  expect((await again).status()).toBe(502);
  // The pressed snackbar leaves, a new one for the new failure stays.
  await expect(refresh).toHaveCount(1);
  await expect(refresh).toBeVisible();
});

test('the retry snackbar can be put away with its close button (ar, 390px)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.ar;
  await page.setViewportSize({ width: 390, height: 844 });
  const { phnNo } = await newMemberWithPoints(page, request, 'ar');
  await failBalances(request, phnNo);
  await page.goto('/ar/home');
  const refresh = page.getByRole('button', { name: m.ApiErrors.refresh });
  await expect(refresh).toBeVisible();
  await page.getByRole('button', { name: m.Nav.closeMessage }).click();
  await expect(refresh).toHaveCount(0);
  // The bottom bar answers taps again.
  await page
    .getByRole('navigation', { name: m.Nav.bottomNavigation })
    .getByRole('button', { name: m.Nav.rewards })
    .click();
  await expect(page).toHaveURL(/\/ar\/rewards$/);
});
