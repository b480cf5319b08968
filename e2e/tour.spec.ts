import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MESSAGES } from './support/routes';
import { clientIdFromBrand } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';

// docs/product.md §2 Guided tour, §4 Tour, §9 tour defaults: a first visit to home (consent already given)
// with no hasSeenTour flag.
const CONSENT = {
  name: 'cookie_consent_accepted',
  value: 'true',
  domain: 'localhost',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};
test.use({ storageState: { cookies: [CONSENT], origins: [] } });

const popover = (page: Page) => page.locator('.driver-popover');
const seen = (page: Page) => page.evaluate(() => localStorage.getItem('hasSeenTour'));
const driverStylesLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('driver-popover'));
      } catch {
        return false;
      }
    }),
  );

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('six steps over the bottom bar and the points widget, Next to Finish, then never again (en)', async ({
    page,
  }) => {
    const t = MESSAGES.en.Tour;
    await page.goto('/en/home');
    const tour = page.getByRole('dialog', { name: 'Home' });
    await expect(tour).toBeVisible({ timeout: 5000 });
    await expect(popover(page).locator('.driver-popover-progress-text')).toHaveText('1 of 6');
    await expect(tour).toContainText('Your points, offers and partner brands at a glance.');
    await expect(page.locator('[data-tour-sm="home"]')).toHaveClass(/driver-active-element/);
    await expect(tour.getByRole('button', { name: t.skip })).toBeVisible();
    await expectNoAxeViolations(page, 'tour step 1 (en)');

    const titles = ['Rewards', 'Exchange Points', 'Brands', 'Profile', 'Your points'];
    for (const [index, title] of titles.entries()) {
      await popover(page).getByRole('button', { name: t.next }).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expect(popover(page).locator('.driver-popover-progress-text')).toHaveText(
        `${index + 2} of 6`,
      );
    }
    await expect(page.locator('[data-tour-sm="points-widget"]')).toHaveClass(
      /driver-active-element/,
    );
    await expect(popover(page).getByRole('button', { name: t.next })).toHaveCount(0);
    await popover(page).getByRole('button', { name: t.finish }).click();
    await expect(popover(page)).toHaveCount(0);
    expect(await seen(page)).toBe('true');

    await page.reload();
    await page.waitForTimeout(2000);
    await expect(popover(page)).toHaveCount(0);
  });

  test('a first visit to a modal at its own address: the tour starts on home once it is closed (en)', async ({
    page,
  }) => {
    const m = MESSAGES.en;
    await page.goto('/en/amr-benefits');
    const modal = page.getByRole('dialog', { name: m.Modals.amrBenefits });
    await expect(modal).toBeVisible();
    // Home behind the modal is not home's own page: no tour there (components/home/home-screen.tsx).
    await expect(popover(page)).toHaveCount(0);
    await modal.getByRole('button', { name: m.RouteModal.close }).click();
    await expect(page).toHaveURL(/\/en\/home$/);
    await expect(page.getByRole('dialog', { name: 'Home' })).toBeVisible({ timeout: 5000 });
    await expect(popover(page).locator('.driver-popover-progress-text')).toHaveText('1 of 6');
  });

  test('the tour waits for the cookie consent, and Escape closes it for good (ar)', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    const m = MESSAGES.ar;
    await page.goto('/ar/home');
    const consent = page.getByRole('dialog', { name: m.CookieConsent.title });
    await expect(consent).toBeVisible();
    await page.waitForTimeout(1800);
    await expect(popover(page)).toHaveCount(0);
    await consent.getByRole('button', { name: m.CookieConsent.accept }).click();
    await expect(page.getByRole('dialog', { name: 'الرئيسية' })).toBeVisible({ timeout: 5000 });
    await expect(popover(page).locator('.driver-popover-progress-text')).toHaveText('1 من 6');
    await page.keyboard.press('Escape');
    await expect(popover(page)).toHaveCount(0);
    expect(await seen(page)).toBe('true');
  });
});

test('opened from a brand app, the tour waits for the account validation to finish (en)', async ({
  page,
  request,
}) => {
  const clientId = await clientIdFromBrand(request, '+971', '522223344');
  await page.route('**/api/amr-loyalty/validate-account', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto(`/en/home?clientId=${clientId}&brand=KFC&channel=app`);
  await expect(page.getByTestId('startup-skeleton')).toBeVisible();
  await page.waitForTimeout(1800);
  await expect(popover(page)).toHaveCount(0);
  // The validation answers 2.5 s after it was asked, and only then is the page rendered again for
  // the member: on a busy run of the whole suite that has taken longer than the default 7 s.
  await expect(page.getByRole('link', { name: /Sara Al Mansoori/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('dialog', { name: 'Home' })).toBeVisible({ timeout: 5000 });
  await expect(popover(page).locator('.driver-popover-progress-text')).toHaveText('1 of 5');
  await expect(page.locator('[data-tour-lg="home"]')).toHaveClass(/driver-active-element/);
});

test('larger screens: five steps over the header, right to left, Skip ends it (ar)', async ({
  page,
}) => {
  const t = MESSAGES.ar.Tour;
  await page.goto('/ar/home');
  const tour = page.getByRole('dialog', { name: 'الرئيسية' });
  await expect(tour).toBeVisible({ timeout: 5000 });
  await expect(popover(page).locator('.driver-popover-progress-text')).toHaveText('1 من 5');
  await expect(page.locator('[data-tour-lg="home"]')).toHaveClass(/driver-active-element/);
  // Right to left: the progress sits at the popover's right edge, the buttons at its left.
  const box = (await popover(page).boundingBox())!;
  const progress = (await popover(page).locator('.driver-popover-progress-text').boundingBox())!;
  expect(progress.x + progress.width).toBeGreaterThan(box.x + box.width / 2);
  await expect(popover(page).getByRole('button', { name: t.close })).toBeVisible();
  await expectNoAxeViolations(page, 'tour step 1 (ar)');

  for (let step = 2; step <= 5; step++) {
    await popover(page).getByRole('button', { name: t.next }).click();
    await expect(popover(page).locator('.driver-popover-progress-text')).toHaveText(`${step} من 5`);
  }
  await expect(page.locator('[data-tour-lg="profile"]')).toHaveClass(/driver-active-element/);
  await expect(popover(page).getByRole('button', { name: t.finish })).toBeVisible();
  await popover(page).getByRole('button', { name: t.skip }).click();
  await expect(popover(page)).toHaveCount(0);
  expect(await seen(page)).toBe('true');
});

test('driver.js loads only when the tour shows (en)', async ({ page }) => {
  await page.goto('/en/rewards');
  await page.waitForTimeout(1500);
  expect(await driverStylesLoaded(page)).toBe(false);
  await page.evaluate(() => localStorage.setItem('hasSeenTour', 'true'));
  await page.goto('/en/home');
  await page.waitForTimeout(1500);
  await expect(popover(page)).toHaveCount(0);
  expect(await driverStylesLoaded(page)).toBe(false);
  await page.evaluate(() => localStorage.removeItem('hasSeenTour'));
  await page.reload();
  await expect(popover(page)).toBeVisible({ timeout: 5000 });
  expect(await driverStylesLoaded(page)).toBe(true);
});
