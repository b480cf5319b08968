import { expect, test } from './support/test';
import { MESSAGES } from './support/routes';
import { modalReady } from './support/modal';

// docs/product.md §2 Modals: a modal over a remembered background, in-app and on a hard load.

test('opened in-app, a modal renders over the current page and closing returns to it', async ({
  page,
}) => {
  await page.goto('/en/rewards');
  await page.getByRole('link', { name: MESSAGES.en.Header.login, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: MESSAGES.en.Modals.login })).toBeVisible();
  await expect(page.locator('main h1')).toHaveText(MESSAGES.en.Pages.rewards);
  await dialog.getByRole('button', { name: MESSAGES.en.RouteModal.close }).click();
  await expect(page).toHaveURL(/\/en\/rewards$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveText(MESSAGES.en.Pages.rewards);
});

test('Escape closes an in-app modal back to its page (Arabic)', async ({ page }) => {
  await page.goto('/ar/brands');
  await page
    .getByRole('banner')
    .getByRole('link', { name: MESSAGES.ar.Header.login, exact: true })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('main h1')).toHaveText(MESSAGES.ar.Pages.brands);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/ar\/brands$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a hard load of a reward detail shows it over /rewards and closes to /rewards', async ({
  page,
}) => {
  await page.goto('/en/rewards/detail/kfc/12');
  await expect(page.getByRole('dialog', { name: MESSAGES.en.Modals.rewardDetail })).toBeVisible();
  await expect(page.locator('main h1')).toHaveText(MESSAGES.en.Pages.rewards);
  await page.getByRole('button', { name: MESSAGES.en.RouteModal.close }).click();
  await expect(page).toHaveURL(/\/en\/rewards$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveText(MESSAGES.en.Pages.rewards);
});

test('a hard load of a voucher detail in Arabic shows it over /rewards', async ({ page }) => {
  await page.goto('/ar/voucher/detail/phd/7');
  await modalReady(page);
  await expect(page.getByRole('dialog', { name: MESSAGES.ar.Modals.voucherDetail })).toBeVisible();
  await expect(page.locator('main h1')).toHaveText(MESSAGES.ar.Pages.rewards);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/ar\/rewards$/);
});

test('a hard load of create-profile shows it over home and closes to home', async ({ page }) => {
  await page.goto('/en/create-profile');
  await modalReady(page);
  await expect(page.locator('main h1')).toHaveText(MESSAGES.en.Pages.home);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('after a hard-loaded modal closes, the next in-app modal closes back to the page', async ({
  page,
}) => {
  await page.goto('/en/loyalty-info');
  await modalReady(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.getByRole('link', { name: MESSAGES.en.Header.login, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await modalReady(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Back closes an in-app modal and the app keeps navigating', async ({ page }) => {
  await page.goto('/en/home');
  await page.getByRole('link', { name: MESSAGES.en.Header.login, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: MESSAGES.en.Nav.rewards, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/rewards$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a modal is full-screen on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/loyalty-info');
  const box = await page.getByRole('dialog').boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
});

test('a modal is at most 40rem wide and centred on larger screens (both directions)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const locale of ['en', 'ar'] as const) {
    await page.goto(`/${locale}/loyalty-info`);
    const box = (await page.getByRole('dialog').boundingBox())!;
    expect(box.width).toBe(640);
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThan(800);
  }
});
