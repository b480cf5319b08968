import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storeRows } from '@/services/loyalty/seed/stores';
import { LOCALES, MESSAGES, type TestLocale } from './support/routes';
import { expectNoAxeViolations } from './support/axe';

// docs/product.md §2 /locate-brands: the stores of the member's country from brand-stores, filtered by brand
// and city, nearest first with the member's position; expectations come from the service seed.

const SEED = storeRows();
const nameOf = (row: (typeof SEED)[number], locale: TestLocale) =>
  locale === 'ar' ? row.nameAr : row.nameEn;
const DUBAI_MALL = { latitude: 25.1972, longitude: 55.2796 };
const SAHARA_CENTRE = { latitude: 25.2975, longitude: 55.3733 };

const storeHeadings = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });

/** The distances as shown ("2.3 km away", "على بعد ٢٫٣ كم"), as numbers. */
async function shownDistances(page: Page, locale: TestLocale): Promise<number[]> {
  const [before, after] = MESSAGES[locale].Stores.distance.split('{km}');
  const texts = await page.getByText(new RegExp(`^${before}.+${after}$`)).allTextContents();
  return texts.map((text) =>
    Number(
      text
        .slice(before!.length, text.length - after!.length)
        .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
        .replace('٫', '.')
        .replace(/[^\d.]/g, ''),
    ),
  );
}

for (const locale of LOCALES) {
  const m = MESSAGES[locale];

  test.describe(`locate brands (${locale})`, () => {
    test('lists the country’s stores and filters them by brand and city', async ({ page }) => {
      await page.goto(`/${locale}/locate-brands`);
      await expect(page.locator('main h1')).toHaveText(m.Pages.locateBrands);
      const uae = SEED.filter((s) => s.country === 'UAE');
      await expect(storeHeadings(page)).toHaveCount(uae.length);

      await page.getByLabel(m.Stores.brand, { exact: true }).selectOption('KFC');
      const kfc = uae.filter((s) => s.brandCode === 'KFC');
      await expect(storeHeadings(page)).toHaveText(kfc.map((s) => nameOf(s, locale)));

      await page.getByLabel(m.Stores.city, { exact: true }).selectOption('dubai');
      const kfcDubai = kfc.filter((s) => s.city === 'dubai');
      expect(kfcDubai.length).toBeGreaterThan(1);
      await expect(storeHeadings(page)).toHaveText(kfcDubai.map((s) => nameOf(s, locale)));
      await expect(page).toHaveURL(new RegExp(`/${locale}/locate-brands\\?brand=KFC&city=dubai$`));

      // Each store: address, hours, a phone to dial and directions in a maps app.
      const first = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: nameOf(kfcDubai[0]!, locale) }) });
      await expect(first.locator('address')).toHaveText(
        locale === 'ar' ? kfcDubai[0]!.addressAr : kfcDubai[0]!.addressEn,
      );
      await expect(
        first.getByText(
          locale === 'ar' ? kfcDubai[0]!.openingHoursAr : kfcDubai[0]!.openingHoursEn,
        ),
      ).toBeVisible();
      await expect(
        first.getByRole('link', { name: new RegExp(kfcDubai[0]!.phone.replace(/\+/g, '\\+')) }),
      ).toHaveAttribute('href', `tel:${kfcDubai[0]!.phone.replace(/ /g, '')}`);
      const directions = first.getByRole('link', {
        name: m.Stores.directions.replace('{name}', nameOf(kfcDubai[0]!, locale)),
        exact: true,
      });
      expect(
        new URL((await directions.getAttribute('href'))!).searchParams.get('destination'),
      ).toBe(`${kfcDubai[0]!.lat},${kfcDubai[0]!.lng}`);

      // The filters survive a reload; a brand without stores in the city leaves an empty list.
      await page.reload();
      await expect(page.getByLabel(m.Stores.city, { exact: true })).toHaveValue('dubai');
      await expect(storeHeadings(page)).toHaveCount(kfcDubai.length);
      await page.getByLabel(m.Stores.city, { exact: true }).selectOption('');
      await expect(storeHeadings(page)).toHaveCount(kfc.length);
      await expectNoAxeViolations(page, `locate brands (${locale})`);

      // Switching language in place reads the stores again: the service answers per language, so
      // the list cached for the other one is not reused.
      let storeCalls = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.endsWith('/api/amr-loyalty/brand-stores')) storeCalls += 1;
      });
      const other = locale === 'en' ? 'ar' : 'en';
      await page.getByRole('link', { name: m.LanguageToggle.otherLanguage }).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect.poll(() => storeCalls).toBeGreaterThan(0);
      await expect(storeHeadings(page).first()).toBeVisible();
    });

    test('with the member’s position the nearest store comes first', async ({ page, context }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(DUBAI_MALL);
      let storeCalls = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.endsWith('/api/amr-loyalty/brand-stores')) storeCalls += 1;
      });
      await page.goto(`/${locale}/locate-brands`);
      await expect(page.getByText(m.Stores.sortedByDistance)).toBeVisible();
      await expect(storeHeadings(page).first()).toContainText(
        locale === 'ar' ? 'دبي مول' : 'The Dubai Mall',
      );
      const distances = await shownDistances(page, locale);
      expect(distances.length).toBe(SEED.filter((s) => s.country === 'UAE').length);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeLessThan(0.2);
      expect(storeCalls).toBe(1);
      // An action, not a toggle (no pressed state); the status line says how the list is sorted.
      await expect(page.getByRole('button', { name: m.Stores.useLocation })).not.toHaveAttribute(
        'aria-pressed',
        /.*/,
      );

      // Moving and asking again re-sorts without a new store call.
      await context.setGeolocation(SAHARA_CENTRE);
      await page.getByRole('button', { name: m.Stores.useLocation }).click();
      await expect(storeHeadings(page).first()).toContainText(
        locale === 'ar' ? 'صحارى سنتر' : 'Sahara Centre',
      );
      await page.getByLabel(m.Stores.brand, { exact: true }).selectOption('PHD');
      const phd = await shownDistances(page, locale);
      expect(phd).toEqual([...phd].sort((a, b) => a - b));
      expect(storeCalls).toBe(1);
      await expectNoAxeViolations(page, `stores by distance (${locale})`);
    });

    test('without permission the list keeps the service order and says why', async ({ page }) => {
      await page.goto(`/${locale}/locate-brands`);
      await expect(storeHeadings(page).first()).toHaveText(
        nameOf(
          SEED.find((s) => s.country === 'UAE')!,
          locale,
        ),
      );
      await page.getByRole('button', { name: m.Stores.useLocation }).click();
      await expect(page.getByText(m.Stores.locationDenied)).toBeVisible();
      await expect(storeHeadings(page).first()).toHaveText(
        nameOf(
          SEED.find((s) => s.country === 'UAE')!,
          locale,
        ),
      );
    });

    test('a failed store call shows an error with a retry that recovers', async ({ page }) => {
      await page.route('**/api/amr-loyalty/brand-stores', (route) =>
        route.fulfill({
          status: 503,
          json: { statusCode: 503, message: 'Service unavailable', data: null },
        }),
      );
      await page.goto(`/${locale}/locate-brands`);
      const alert = page.getByRole('alert').filter({ hasText: m.Stores.loadError });
      await expect(alert).toBeVisible();
      await expectNoAxeViolations(page, `stores error (${locale})`);
      await page.unroute('**/api/amr-loyalty/brand-stores');
      await alert.getByRole('button', { name: m.ApiErrors.retry }).click();
      await expect(alert).toHaveCount(0);
      await expect(storeHeadings(page)).toHaveCount(SEED.filter((s) => s.country === 'UAE').length);
    });
  });
}
