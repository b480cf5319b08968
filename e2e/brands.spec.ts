import { devices, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BRAND_SEEDS } from '@/services/loyalty/seed/brands';
import { formatMessage, LOCALES, MESSAGES, type TestLocale } from './support/routes';
import { signInWithClientId } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';
import { bff } from './support/bff';
import { setCallFailing } from './support/faults';
import { newMemberWithPoints } from './support/points';
import { modalReady } from './support/modal';

// docs/product.md §2 /brands and /brands/{shortname}/detail, for guests and members, in both languages.

const NAMES = {
  en: { AMRX: 'AMRX Rewards', KFC: 'KFC', HRD: "Hardee's", Peet: "Peet's Coffee" },
  ar: { AMRX: 'مكافآت AMRX', KFC: 'كنتاكي', HRD: 'هارديز', Peet: 'قهوة بيتس' },
} as const;

const SEED = Object.fromEntries(BRAND_SEEDS.map((b) => [b.code, b]));

/** A message as the page reads it: values filled in, rich-text tags (<n>…</n>) dropped. */
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values)
    .reduce((out, [k, v]) => out.replace(`{${k}}`, String(v)), text)
    .replace(/<\/?\w+>/g, '');

const brandList = (page: Page, locale: TestLocale) =>
  page.getByRole('list', { name: MESSAGES[locale].Brands.listLabel });
const brandCard = (page: Page, locale: TestLocale, name: string) =>
  brandList(page, locale)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Another site's page, answered by the test: no internet here. */
const answerLocally = (page: Page, url: string, title: string) =>
  page
    .context()
    .route(url, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<title>${title}</title>` }),
    );

type Balances = { brands: Record<string, { pointBalance: number; isLoyaltyMember: boolean }> };
const LAYLA = { cCode: '+971', phnNo: '501234567' };

for (const locale of LOCALES) {
  const m = MESSAGES[locale];
  const names = NAMES[locale];

  test.describe(`brands (${locale})`, () => {
    test('guests see every brand with its mark, earn rule and links, and no balances', async ({
      page,
    }) => {
      await page.goto(`/${locale}/brands`);
      await expect(page.locator('main h1')).toHaveText(m.Pages.brands);
      await expect(brandList(page, locale).getByRole('heading', { level: 2 })).toHaveCount(6);
      await expect(page.getByText(m.Brands.guestPrompt)).toBeVisible();

      const kfc = brandCard(page, locale, names.KFC);
      await expect(kfc.locator('img[src="/brands/kfc.webp"]')).toBeVisible();
      await expect(
        kfc.getByText(
          formatMessage(locale, 'Brands.earnRule', {
            perOrder: SEED.KFC!.earnPerOrder,
            perDay: SEED.KFC!.dailyEarningLimit,
          }),
        ),
      ).toBeVisible();
      // docs/product.md §7: the app by its deep-link scheme for the country (UAE by default), the production web shop.
      await expect(
        kfc.getByRole('link', { name: new RegExp(`^${m.Brands.openApp}`) }),
      ).toHaveAttribute('href', 'kfcarabia://ae/home');
      const shop = kfc.getByRole('link', { name: new RegExp(`^${m.Brands.orderOnline}`) });
      await expect(shop).toHaveAttribute('href', 'https://uae.kfc.me/');
      await expect(shop).toHaveAttribute('target', '_blank');
      await expect(
        brandCard(page, locale, names.Peet).getByRole('link', {
          name: new RegExp(`^${m.Brands.orderOnline}`),
        }),
      ).toHaveCount(0);
      await expect(page.getByText(m.Brands.member, { exact: true })).toHaveCount(0);
      await expect(page.getByText(m.Brands.notMember, { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page, `brands as a guest (${locale})`);
    });

    test('the brand modal opens over the list in-app and over home on a hard load', async ({
      page,
    }) => {
      await page.goto(`/${locale}/brands`);
      await brandCard(page, locale, names.KFC)
        .getByRole('link', { name: fill(m.Brands.details, { brand: names.KFC }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/brands/kfc/detail$`));
      const dialog = page.getByRole('dialog', { name: m.Modals.brandDetail });
      await expect(dialog.getByRole('heading', { name: names.KFC })).toBeVisible();
      await expect(
        dialog.getByText(
          formatMessage(locale, 'Brands.joinHint', {
            brand: names.KFC,
            points: SEED.KFC!.joiningBonusPts,
          }),
        ),
      ).toBeVisible();
      await expect(dialog.getByRole('link', { name: m.Brands.findStores })).toHaveAttribute(
        'href',
        `/${locale}/locate-brands?brand=KFC`,
      );
      await expectNoAxeViolations(page, `brand modal (${locale})`);
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(new RegExp(`/${locale}/brands$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(brandList(page, locale)).toBeVisible();

      await page.goto(`/${locale}/brands/hrd/detail`);
      await modalReady(page);
      await expect(dialog.getByRole('heading', { name: names.HRD })).toBeVisible();
      await expect(
        dialog.getByRole('link', { name: new RegExp(`^${m.Brands.orderOnline}`) }),
      ).toHaveAttribute('href', 'https://uae.hardees.me/');
      await dialog.getByRole('link', { name: m.Brands.findStores }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/locate-brands\\?brand=HRD$`));
      await expect(page.getByLabel(m.Stores.brand, { exact: true })).toHaveValue('HRD');

      // A computer has no brand apps: "Open app" goes to the brand's web shop at once, without
      // asking the system for an app (lib/brands/open-app.ts; a phone tries the app first, below).
      // The shop is answered locally: no internet.
      await answerLocally(page, 'https://uae.hardees.me/**', 'Hardee’s web shop');
      await page.goto(`/${locale}/brands/hrd/detail`);
      await modalReady(page);
      await dialog.getByRole('link', { name: `${m.Brands.openApp}: ${names.HRD}` }).click();
      await expect(page).toHaveURL('https://uae.hardees.me/');
      await expect(page).toHaveTitle('Hardee’s web shop');

      // Without a web shop, the store that has its app: Google Play's page on this browser (an
      // iPhone would get the App Store's search). Answered locally: no internet.
      await answerLocally(page, 'https://play.google.com/**', 'Google Play');
      await page.goto(`/${locale}/brands/peet/detail`);
      await modalReady(page);
      await dialog.getByRole('link', { name: `${m.Brands.openApp}: ${names.Peet}` }).click();
      await expect(page).toHaveURL(/^https:\/\/play\.google\.com\/store\/search\?q=.+&c=apps$/);

      // The programme's own brand has no stores, and no app to open: it is this app.
      await page.goto(`/${locale}/brands/amrx/detail`);
      await modalReady(page);
      await expect(dialog.getByRole('heading', { name: names.AMRX })).toBeVisible();
      await expect(dialog.getByRole('link', { name: m.Brands.findStores })).toHaveCount(0);
      await expect(
        dialog.getByRole('link', { name: new RegExp(`^${m.Brands.openApp}`) }),
      ).toHaveCount(0);

      await page.goto(`/${locale}/brands/nope/detail`);
      await modalReady(page);
      await expect(dialog.getByRole('alert')).toHaveText(m.Brands.notFound);
      await page.keyboard.press('Escape');
      // Closing replaces the URL with home's, which the server renders first: on a run that keeps
      // both cores busy that can take longer than the usual wait.
      await expect(page).toHaveURL(new RegExp(`/${locale}/home$`), { timeout: 20_000 });
    });

    test.describe('on a phone', () => {
      // The phone, in the browser every worker has (a device's browser type would need a worker).
      const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
      test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

      // Hardee's app is not installed on this phone: "Open app" asks for it, and when the page is
      // still in view a moment later the member is at its web shop, not on a blank page
      // (lib/brands/open-app.ts). The one app link of the test, at its end: the browser's answer
      // to an unknown scheme may come late, and takes the page it lands on.
      test('"Open app" tries the app, then its web shop', async ({ page }) => {
        await answerLocally(page, 'https://uae.hardees.me/**', 'Hardee’s web shop');
        await page.goto(`/${locale}/brands/hrd/detail`);
        await modalReady(page);
        const dialog = page.getByRole('dialog', { name: m.Modals.brandDetail });
        const openApp = dialog.getByRole('link', { name: `${m.Brands.openApp}: ${names.HRD}` });
        await expect(openApp).toHaveAttribute('href', /^hardeesme:\/\//);
        await openApp.tap();
        await expect(page).toHaveURL('https://uae.hardees.me/');
        await expect(page).toHaveTitle('Hardee’s web shop');
      });
    });

    test('members see their balance and membership per brand', async ({ page, request }) => {
      await signInWithClientId(page, request, locale, LAYLA.cCode, LAYLA.phnNo);
      await page.goto(`/${locale}/brands`);
      // The page has the balances from its server; the ledger is read beside it to check them.
      const balances = (await bff<Balances>(page, 'loyalty-brands', LAYLA)).json.data;
      await expect(page.getByText(m.Brands.guestPrompt)).toHaveCount(0);
      const kfc = brandCard(page, locale, names.KFC);
      const kfcBalance = balances.brands.KFC!.pointBalance;
      await expect(
        kfc.getByText(formatMessage(locale, 'Brands.pointsBalance', { points: kfcBalance })),
      ).toBeVisible();
      // The message pluralises the balance; only the number is set left to right, so Arabic keeps
      // its word order (50 نقطة). The number as the message's # writes it.
      const kfcPoints = new Intl.NumberFormat(locale).format(kfcBalance);
      await expect(kfc.locator('[dir="ltr"]').filter({ hasText: kfcPoints })).toHaveText(kfcPoints);
      await expect(kfc.getByText(m.Brands.member, { exact: true })).toBeVisible();
      // Layla never joined Hardee's (services/loyalty seed).
      expect(balances.brands.HRD?.isLoyaltyMember ?? false).toBe(false);
      await expect(
        brandCard(page, locale, names.HRD).getByText(m.Brands.notMember, { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `brands as a member (${locale})`);

      await brandCard(page, locale, names.HRD)
        .getByRole('link', { name: fill(m.Brands.details, { brand: names.HRD }) })
        .click();
      const dialog = page.getByRole('dialog', { name: m.Modals.brandDetail });
      await expect(dialog.getByText(m.Brands.notMember, { exact: true })).toBeVisible();
      // docs/product.md §4: a non-member is offered to join, with the brand's bonus (joining is tried by a
      // new member in e2e/brands-join.spec.ts: Layla's memberships stay as seeded).
      await expect(
        dialog.getByText(
          formatMessage(locale, 'Brands.joinOffer', {
            brand: names.HRD,
            points: SEED.HRD!.joiningBonusPts,
          }),
        ),
      ).toBeVisible();
      await expect(
        dialog.getByRole('button', { name: fill(m.Brands.join, { brand: names.HRD }) }),
      ).toBeVisible();
    });

    test('a failed balance read says so and recovers on retry, the brands stay listed', async ({
      page,
      request,
    }) => {
      // A member of their own: the fault fails their balances whoever asks, server or browser.
      const member = await newMemberWithPoints(page, request, locale);
      await member.enrol('KFC');
      const phone = { cCode: '+971', phnNo: member.phnNo };
      await setCallFailing(request, 'loyalty-brands', phone, true);
      await page.goto(`/${locale}/brands`);
      const alert = page.getByRole('alert').filter({ hasText: m.Brands.balanceNotFetched });
      await expect(alert).toBeVisible();
      await expect(brandList(page, locale).getByRole('heading', { level: 2 })).toHaveCount(6);
      const events = await page.evaluate(() => window.dataLayer ?? []);
      expect(events).toContainEqual(
        expect.objectContaining({
          event_action: 'balance_not_fetched',
          alert_message: 'Balance not fetched',
        }),
      );
      await expectNoAxeViolations(page, `brands with a balance error (${locale})`);

      await setCallFailing(request, 'loyalty-brands', phone, false);
      await alert.getByRole('button', { name: m.ApiErrors.retry }).click();
      await expect(alert).toHaveCount(0);
      await expect(
        brandCard(page, locale, names.KFC).getByText(m.Brands.member, { exact: true }),
      ).toBeVisible();
    });
  });
}
