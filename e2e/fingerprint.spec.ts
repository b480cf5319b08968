import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { baseURL, brandSiteURL, strangerSiteURL } from '../playwright.config';

// docs/product.md §2 fingerprint route and docs/quality.md §2 item 15: FINGERPRINT_READY goes only to an
// allow-listed parent origin, never to '*'.

// The embedding page (e2e/support/brand-site.mjs) frames /en/fingerprint and records every
// message it receives in window.received.
async function embedFrom(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/brand-page`);
}

test('an allow-listed brand page receives FINGERPRINT_READY', async ({ page }) => {
  await embedFrom(page, brandSiteURL);
  await page.frameLocator('iframe').locator('[data-fingerprint]').waitFor({ state: 'attached' });
  await expect
    .poll(
      () => page.evaluate(() => (window as unknown as { received: unknown[] }).received.length),
      { timeout: 10_000 },
    )
    .toBe(1);
  const [message] = await page.evaluate(
    () =>
      (
        window as unknown as {
          received: {
            origin: string;
            data: { type: string; fingerprint: { timezone: string; visitorId?: string } };
          }[];
        }
      ).received,
  );
  expect(message!.origin).toBe(baseURL);
  expect(message!.data.type).toBe('FINGERPRINT_READY');
  expect(message!.data.fingerprint.timezone).toBeTruthy();
  // FingerprintJS's visitor identifier, computed in the frame (components/device/fingerprint-reporter.tsx).
  expect(message!.data.fingerprint.visitorId).toMatch(/^[0-9a-f]{32}$/);
});

test('another origin cannot even frame the app, and receives nothing', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await embedFrom(page, strangerSiteURL);
  // The content security policy's frame-ancestors refuses the frame before the app runs.
  await refused;
  await page.waitForTimeout(1000);
  await expect(page.frameLocator('iframe').locator('[data-fingerprint]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { received: unknown[] }).received),
  ).toEqual([]);
});
