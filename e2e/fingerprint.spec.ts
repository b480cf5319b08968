import { expect, test, type Page } from '@playwright/test';

// SPEC §2 fingerprint route and QUALITY.md §2 item 15: FINGERPRINT_READY goes only to an
// allow-listed parent origin, never to '*'.

const APP = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function embedFrom(page: Page, parentUrl: string) {
  await page.route(parentUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Brand site</title><script>
        window.received = [];
        addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));
      </script><iframe src="${APP}/en/fingerprint"></iframe>`,
    }),
  );
  await page.goto(parentUrl);
}

test('an allow-listed brand page receives FINGERPRINT_READY', async ({ page }) => {
  await embedFrom(page, `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/brand-site-test-page`);
  await page.frameLocator('iframe').locator('[data-fingerprint]').waitFor({ state: 'attached' });
  await expect.poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received.length), { timeout: 10_000 }).toBe(1);
  const [message] = await page.evaluate(() => (window as unknown as { received: { origin: string; data: { type: string; fingerprint: { timezone: string } } }[] }).received);
  expect(message!.origin).toBe(APP);
  expect(message!.data.type).toBe('FINGERPRINT_READY');
  expect(message!.data.fingerprint.timezone).toBeTruthy();
});

test('another origin cannot even frame the app, and receives nothing', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await embedFrom(page, 'http://not-a-brand.test/page');
  // The content security policy's frame-ancestors refuses the frame before the app runs.
  await refused;
  await page.waitForTimeout(1000);
  await expect(page.frameLocator('iframe').locator('[data-fingerprint]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
});
