import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LOCALES, MESSAGES } from './support/routes';

// Issue "Installable, fast and locked down": a manifest per language, a service worker that
// registers, Chrome's own installability check, and pages that open without a network.

for (const locale of LOCALES) {
  test(`the ${locale} manifest names the app in its language and Chrome finds it installable`, async ({
    request,
    baseURL,
  }, testInfo) => {
    const response = await request.get(`/${locale}/manifest.webmanifest`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: MESSAGES[locale].Pwa.name,
      short_name: MESSAGES[locale].Pwa.shortName,
      lang: locale,
      dir: locale === 'ar' ? 'rtl' : 'ltr',
      start_url: `/${locale}/home`,
      display: 'standalone',
      theme_color: '#E6353A',
    });
    const icons = manifest.icons as { sizes: string; purpose: string; src: string }[];
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        const icon = icons.find((i) => i.sizes === size && i.purpose === purpose);
        expect(icon, `${size} ${purpose}`).toBeTruthy();
        expect((await request.get(icon!.src)).headers()['content-type']).toBe('image/png');
      }
    }

    // Chrome never offers to install from an incognito profile, which every test context is.
    const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`/${locale}/home`);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        `/${locale}/manifest.webmanifest`,
      );
      await serviceWorkerReady(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

async function serviceWorkerReady(page: Page) {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
}

test('the service worker registers, takes control, and pages open offline', async ({
  page,
  context,
}) => {
  await page.goto('/en/home');
  expect(await serviceWorkerReady(page)).toMatch(/\/serwist\/sw\.js$/);
  // The first visit is not controlled until the worker claims it; the reload is.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await context.setOffline(true);
  // A visited page (the start URL) opens from the worker's cache.
  await page.goto('/en/home');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A page never visited leads to the app's offline page in its language, kept by the worker at
  // install (lib/pwa/offline-shell.ts): inside the app, under its header.
  await page.goto('/ar/faq');
  await expect(page).toHaveURL(/\/ar\/offline\?from=%2Far%2Ffaq$/);
  await expect(page.getByRole('heading', { name: MESSAGES.ar.Offline.title })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Keeping the offline pages is no visit: the language the visitor chose stays.
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');
  // With the signal back, the offline page opens the page it stood for
  // (components/pwa/leave-when-online.tsx). The test waits for it: a context closed while that
  // navigation is still in the worker's hands can hang Chromium's teardown.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/ar\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.ar.Pages.faq })).toBeVisible();
});

test('the worker installs only the shell, and keeps the scripts a first visit loaded before it took control', async ({
  page,
}) => {
  await page.goto('/en/home');
  await serviceWorkerReady(page);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => /\/_next\/static\/.+\.js$/.test(url)),
  );
  expect(loaded.length).toBeGreaterThan(0);
  // Handed over by the page (CACHE_URLS), not fetched through the worker: this visit was not
  // controlled when it loaded them.
  await expect
    .poll(() =>
      page.evaluate(
        async (urls) =>
          (await Promise.all(urls.map((url) => caches.match(url)))).filter((r) => !r).length,
        loaded,
      ),
    )
    .toBe(0);
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    return name
      ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
      : [];
  });
  expect(precached).toContain('/offline.html');
  expect(precached.filter((path) => path.endsWith('.js'))).toEqual([]);
});

test('the API is never answered from the worker’s caches', async ({ page }) => {
  await page.goto('/en/home');
  await serviceWorkerReady(page);
  await page.reload();
  await page.waitForLoadState('networkidle');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
});
