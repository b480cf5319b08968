import { expect, test } from '../support/test';
import { LOCALES, MESSAGES } from '../support/routes';
import { clientIdFromBrand } from '../support/sign-in';
import { bottomBar, openPhone, profileLink, skipTour } from './phone';

// J9: a Saudi member opens the app from KFC's app. The link names the language and the country
// (on a path in the other language, as a brand app may build it) and carries a one-time client
// id: the member is signed in, in the language the link asked for, with KSA's brand links; the
// banner leads back to the brand's app, and the query leaves the address bar.

const OMAR = { cCode: '+966', phnNo: '551234567', name: 'عمر الحربي' } as const;

for (const locale of LOCALES) {
  test(`J9: opened from KFC's app with language=${locale} and country=KSA`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale];
    const other = locale === 'ar' ? 'en' : 'ar';
    const phone = await openPhone(browser, testInfo, locale);
    const { page } = phone;
    const clientId = await clientIdFromBrand(request, OMAR.cCode, OMAR.phnNo);
    await page.goto(
      `/${other}/home?channel=app&language=${locale}&country=KSA&clientId=${clientId}&brand=KFC&redirectPath=/menu`,
    );
    const consent = page.getByRole('dialog', { name: m.CookieConsent.title });
    await consent.getByRole('button', { name: m.CookieConsent.accept }).tap();
    await skipTour(phone, locale);

    // In the link's language, signed in by the brand's client id.
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(profileLink(phone, locale, OMAR.name)).toBeVisible({ timeout: 15_000 });
    // Back to KFC's app in Saudi Arabia, on the screen it asked for.
    const back = page.getByRole('link', {
      name: new RegExp(`^${m.BrandReturn.back.replace('{brand}', '.+')}$`),
    });
    await expect(back).toHaveAttribute('href', 'kfcarabia://sa/menu');
    // The query leaves the address bar (docs/product.md §4 Query cleanup).
    await expect(page).toHaveURL(new RegExp(`/${locale}/home$`), { timeout: 15_000 });
    await page.screenshot({ path: testInfo.outputPath(`j9-home-${locale}.png`) });

    // The brands page links to the Saudi shops and apps.
    await bottomBar(phone, locale, 'brands').tap();
    await expect(page).toHaveURL(new RegExp(`/${locale}/brands$`));
    await expect(page.locator('a[href="https://saudi.kfc.me/"]').first()).toBeAttached();
    await expect(page.locator('a[href^="https://uae."]')).toHaveCount(0);

    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
}
