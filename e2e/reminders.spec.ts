import type { Page } from '@playwright/test';
import { clientAddressFor, expect, test } from './support/test';
import { layoutShift } from './support/layout-shift';
import { PHONE_SCREEN } from './support/phone-screen';
import { LAYLA, signInAs } from './support/session';
import { LOCALES, MESSAGES } from './support/routes';
import { CONSENT_COOKIE } from '@/lib/observability/consent';
import { REMINDERS_OFFER_COOKIE } from '@/lib/pwa/reminders-offer';

// The reminders offer on the points widget's expiry line (docs/product.md §4 Reminders): a member
// whose points expire within 30 days sees it under the line, reads what will be sent before the
// browser is asked, and can decline. Turning reminders on and receiving one is journey J10
// (e2e/journeys/j10-reminder-before-points-expire.spec.ts).
for (const locale of LOCALES) {
  test(`the expiry line offers reminders and explains before asking (${locale})`, async ({
    page,
    request,
  }) => {
    const m = MESSAGES[locale];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInAs(page, request, LAYLA);
    await page.goto(`/${locale}/home`);
    const offer = page.getByRole('button', { name: m.Reminders.offer });
    await offer.click();
    const explain = page.getByRole('group', { name: m.Reminders.explain });
    await expect(explain).toBeVisible();
    await expect(explain.getByRole('button', { name: m.Reminders.allow })).toBeVisible();
    await explain.getByRole('button', { name: m.Reminders.notNow }).click();
    await expect(explain).toHaveCount(0);
    await expect(offer).toBeVisible();
    expect(errors).toEqual([]);
  });
}

// The offer appears once the browser has said what it can do, after the page has painted. Its
// line is held from the server's render (lib/pwa/reminders-offer.ts), so the brands under it do
// not move; unheld, they moved 24 px half a second after load (Lighthouse's CLS 0.014 on home).
const brandsTop = async (page: Page) => (await page.locator('#brand-points').boundingBox())!.y;

test.describe('on a phone', () => {
  test.use(PHONE_SCREEN);

  for (const locale of LOCALES) {
    test(`the offer takes its held line: nothing under it moves (${locale})`, async ({
      page,
      request,
      baseURL,
      browser,
    }, testInfo) => {
      await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'true', url: baseURL! }]);
      await signInAs(page, request, LAYLA);
      await page.goto(`/${locale}/home`);
      await expect(
        page.getByRole('button', { name: MESSAGES[locale].Reminders.offer }),
      ).toBeVisible();
      // Where the server's render puts the brands: the same member's page with no script, so
      // with the held line and never the offer. A shift total would also count the page's own
      // late fonts on a busy machine; this compares the one thing the line is held for.
      const serverOnly = await browser.newContext({
        ...PHONE_SCREEN,
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
        extraHTTPHeaders: { 'x-forwarded-for': clientAddressFor(testInfo, 1) },
      });
      const held = await serverOnly.newPage();
      await held.goto(`${baseURL}/${locale}/home`);
      await held.evaluate(() => document.fonts.ready);
      await page.evaluate(() => document.fonts.ready);
      expect(await brandsTop(page)).toBeCloseTo(await brandsTop(held), 0);
      await serverOnly.close();
    });
  }

  test('a browser without push holds the line once, then never (en)', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'true', url: baseURL! }]);
    await signInAs(page, request, LAYLA);
    await page.goto('/en/home');
    await expect
      .poll(
        async () =>
          (await page.context().cookies()).find((c) => c.name === REMINDERS_OFFER_COOKIE)?.value,
      )
      .toBe('none');
    expect(await layoutShift(page, { afterInput: 'count' })).toBeLessThan(0.005);
    const held = await brandsTop(page);
    await page.reload();
    await expect(page.locator('#brand-points')).toBeVisible();
    // The empty line is gone: the brands sit one line (24 px) higher.
    expect(held - (await brandsTop(page))).toBeCloseTo(24, 0);
    await expect(page.getByRole('button', { name: MESSAGES.en.Reminders.offer })).toHaveCount(0);
  });
});
