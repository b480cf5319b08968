import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  LOCALES,
  MESSAGES,
  ROUTES,
  modalTitle,
  pageTitle,
  samplePath,
  type TestLocale,
} from './support/routes';
import { signInAs } from './support/session';

// Every row of docs/product.md §2's Pages and Modals tables, for its access kind, in both locales.

async function expectRendered(
  page: Page,
  pattern: string,
  kind: 'page' | 'modal',
  locale: TestLocale,
) {
  if (kind === 'modal') {
    await expect(page.getByRole('dialog', { name: modalTitle(pattern, locale) })).toBeVisible();
    return;
  }
  const title = pageTitle(pattern, locale);
  if (title) await expect(page.locator('main h1')).toHaveText(title);
  else await expect(page.locator('[data-fingerprint]')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function expectLoginOverHome(page: Page, locale: TestLocale) {
  await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
  await expect(page.getByRole('dialog', { name: MESSAGES[locale].Modals.login })).toBeVisible();
  await expect(page.locator('main h1')).toHaveText(MESSAGES[locale].Pages.home);
}

for (const locale of LOCALES) {
  test.describe(`access kinds (${locale})`, () => {
    for (const entry of ROUTES) {
      const path = `/${locale}${samplePath(entry)}`;

      test(`guest: ${entry.kind} ${entry.pattern} (${entry.access})`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        if (entry.access === 'authOnly') await expectLoginOverHome(page, locale);
        else {
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expectRendered(page, entry.pattern, entry.kind, locale);
        }
      });

      test(`member: ${entry.kind} ${entry.pattern} (${entry.access})`, async ({
        page,
        request,
      }) => {
        await signInAs(page, request);
        await page.goto(`${path}?from=brand-app`);
        if (entry.access === 'guestOnly') {
          await expect(page).toHaveURL(new RegExp(`/${locale}/home\\?from=brand-app$`));
          await expect(page.getByRole('dialog')).toHaveCount(0);
        } else {
          await expect(page).toHaveURL(new RegExp(`${path}\\?from=brand-app$`));
          await expectRendered(page, entry.pattern, entry.kind, locale);
        }
      });
    }
  });
}
