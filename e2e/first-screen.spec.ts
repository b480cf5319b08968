import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PHONE_SCREEN } from './support/phone-screen';
import { LOCALES, MESSAGES } from './support/routes';
import { signInAs } from './support/session';
import { CONSENT_COOKIE } from '@/lib/observability/consent';

// What a phone shows first on the rewards page and its neighbours (docs/product.md §2 Points
// widget, Rewards listing, Bottom bar): the page's own content, the brand a link asked for, a
// labelled way to exchange points, and no broken picture.

test.use(PHONE_SCREEN);

async function consent(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'true', url: baseURL }]);
}

for (const locale of LOCALES) {
  const m = MESSAGES[locale];

  test(`a guest's rewards page holds the catalogue in its HTML (${locale})`, async ({
    request,
  }) => {
    const html = await (await request.get(`/${locale}/rewards`)).text();
    const fries = locale === 'ar' ? 'بطاطس ترحيبية' : 'Welcome fries';
    expect(html).toContain(fries);
  });

  test(`off home, a phone's widget starts folded; home and larger screens open (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    await consent(page, baseURL!);
    await signInAs(page, request);
    const brands = page.locator('#brand-points');
    const toggle = page.getByRole('button', { name: m.PointsWidget.totalPoints });
    await page.goto(`/${locale}/rewards`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(brands).toBeHidden();
    // The catalogue's brand row is on the first screen.
    await expect(page.getByRole('group', { name: m.Rewards.brandLabel })).toBeInViewport();
    await toggle.tap();
    await expect(brands).toBeVisible();
    await page.goto(`/${locale}/home`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(brands).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}/rewards`);
    await expect(brands).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test(`a brand app's ?brand=tgif shows its chip in view, and exchange is labelled (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await consent(page, baseURL!);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/${locale}/rewards?brand=tgif`);
    const row = page.getByRole('group', { name: m.Rewards.brandLabel });
    const tgif = row.getByRole('button', { pressed: true });
    await expect(tgif).toContainText(locale === 'ar' ? 'تي جي آي فرايديز' : 'TGI Fridays');
    await expect(async () => {
      const [chip, box] = await Promise.all([tgif.boundingBox(), row.boundingBox()]);
      expect(chip!.x).toBeGreaterThanOrEqual(box!.x - 1);
      expect(chip!.x + chip!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
    }).toPass();
    const bar = page.getByRole('navigation', { name: m.Nav.bottomNavigation });
    await expect(bar.getByText(m.Nav.exchangePoints, { exact: true })).toBeVisible();
  });

  test(`a brand mark that cannot load leaves a plain tile (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await consent(page, baseURL!);
    await page.route('**/brands/amrx.webp', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`/${locale}/home`);
    // The guest widget's three features and the brand list all use the programme's mark.
    await expect(page.getByTestId('image-fallback').first()).toBeVisible();
    const broken = await page.evaluate(
      () =>
        [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.src)
          .length,
    );
    expect(broken).toBe(0);
  });
}
