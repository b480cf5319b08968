import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  LOCALES,
  MESSAGES,
  ROUTES,
  routeTitle,
  samplePath,
  type TestLocale,
} from './support/routes';
import type { RouteEntry } from '@/lib/navigation/routes';
import { signInAs } from './support/session';

// Every row of docs/product.md §2's Pages and Modals tables, for its access kind, in both locales.

async function expectRendered(page: Page, entry: RouteEntry, locale: TestLocale) {
  const title = routeTitle(entry, locale);
  if (entry.kind === 'modal') {
    await expect(page.getByRole('dialog', { name: title! })).toBeVisible();
    return;
  }
  if (title) await expect(page.locator('main h1')).toHaveText(title);
  else await expect(page.locator('[data-fingerprint]')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * The catalogue namespaces a route's client parts read must reach the browser (the route's
 * `messages` in lib/navigation/routes.ts): next-intl reports a missing one on the console.
 */
function watchMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('MISSING_MESSAGE')) missing.push(message.text());
  });
  return missing;
}

async function expectLoginOverHome(page: Page, locale: TestLocale) {
  await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
  await expect(page.getByRole('dialog', { name: MESSAGES[locale].Modals.login })).toBeVisible();
  await expect(page.locator('main h1')).toHaveText(MESSAGES[locale].Pages.home);
}

/**
 * The offline page, opened with a network, has nothing to say: it goes on to the page it stood
 * for, here none, so home (components/pwa/leave-when-online.tsx).
 */
async function expectOfflinePageLeft(page: Page, locale: TestLocale) {
  await expect(page).toHaveURL(new RegExp(`/${locale}/home$`));
  await expect(page.locator('main h1')).toHaveText(MESSAGES[locale].Pages.home);
}

for (const locale of LOCALES) {
  test.describe(`access kinds (${locale})`, () => {
    for (const entry of ROUTES) {
      const path = `/${locale}${samplePath(entry)}`;

      test(`guest: ${entry.kind} ${entry.pattern} (${entry.access})`, async ({ page }) => {
        const missing = watchMissingMessages(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        if (entry.access === 'authOnly') await expectLoginOverHome(page, locale);
        else if (entry.name === 'offline') await expectOfflinePageLeft(page, locale);
        else {
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expectRendered(page, entry, locale);
        }
        expect(missing).toEqual([]);
      });

      test(`member: ${entry.kind} ${entry.pattern} (${entry.access})`, async ({
        page,
        request,
      }) => {
        const missing = watchMissingMessages(page);
        await signInAs(page, request);
        await page.goto(`${path}?from=brand-app`);
        if (entry.access === 'guestOnly') {
          await expect(page).toHaveURL(new RegExp(`/${locale}/home\\?from=brand-app$`));
          await expect(page.getByRole('dialog')).toHaveCount(0);
        } else if (entry.name === 'offline') {
          await expectOfflinePageLeft(page, locale);
        } else {
          await expect(page).toHaveURL(new RegExp(`${path}\\?from=brand-app$`));
          await expectRendered(page, entry, locale);
        }
        expect(missing).toEqual([]);
      });
    }
  });
}
