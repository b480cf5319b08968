import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { bff } from './support/bff';
import { LOCALES, MESSAGES } from './support/routes';
import { signInAs } from './support/session';
import { CONSENT_COOKIE } from '@/lib/observability/consent';

// Every detail a member or a guest can open from a link or a bookmark, hard loaded: its server
// and browser renders agree (no hydration mismatch), and nothing on the console says otherwise —
// no error, no failed script or resource of the app. Details of real items, so each one's whole
// client part renders.

const DETAILS = [
  '/rewards/detail/kfc/kfc-welcome-fries',
  '/rewards/detail/phd/phd-garlic-bread',
  '/brands/kfc/detail',
  '/brands/amrx/detail',
  '/offer-detail/kfc-join-fries',
  '/loyalty-info',
];

function watchConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`${new URL(page.url()).pathname}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`${new URL(page.url()).pathname}: ${e.message}`));
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(page.url()).origin && r.status() >= 400)
      seen.push(`${r.status()} ${url.pathname}`);
  });
  return seen;
}

async function loadEach(page: Page, locale: 'en' | 'ar', paths: string[]) {
  for (const path of paths) {
    await page.goto(`/${locale}${path}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    // Hydration, the lazy parts and the first reads in the browser.
    await page.waitForLoadState('networkidle');
  }
}

for (const locale of LOCALES) {
  test(`hard-loaded details log nothing, as a guest (${locale})`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'true', url: baseURL! }]);
    const seen = watchConsole(page);
    await loadEach(page, locale, DETAILS);
    expect(seen).toEqual([]);
  });

  test(`hard-loaded details log nothing, as a member (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'true', url: baseURL! }]);
    await signInAs(page, request);
    const { json } = await bff<{ vouchers: { id: string; status: string }[] }>(
      page,
      'voucher-list',
      { brand: 'phd' },
    );
    const activated = json.data.vouchers.find((v) => v.status === 'activated');
    expect(activated).toBeDefined();
    const seen = watchConsole(page);
    await loadEach(page, locale, [...DETAILS, `/voucher/detail/phd/${activated!.id}`]);
    await expect(
      page.getByRole('dialog', { name: MESSAGES[locale].Modals.voucherDetail }),
    ).toBeVisible();
    expect(seen).toEqual([]);
  });
}
