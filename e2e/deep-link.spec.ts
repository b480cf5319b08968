import { expect, test } from './support/test';

// docs/product.md §4 Brand-return banner and Query cleanup; docs/quality.md §2 item 14.

test('opened from a brand app: a banner back to the app, and the query leaves the address bar', async ({
  page,
}) => {
  await page.goto(
    '/en/home?clientId=abc123&channel=app&brand=KFC&redirectPath=/menu/offers&cCode=971&phnNo=501234567',
  );
  const back = page.getByRole('link', { name: /^Back to / });
  await expect(back).toHaveAttribute('href', /^[a-z]+:\/\/ae\/menu\/offers$/);
  // docs/product.md §4: the query string is wiped 4.5 s after the protected page mounts.
  await expect(page).toHaveURL(/\/en\/home$/, { timeout: 8000 });
  await page.goto('/en/rewards');
  await expect(page.getByRole('link', { name: /^Back to / })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('brand_name'))).toBe('KFC');
});

test('an unsafe redirect path falls back to the brand app home (ar)', async ({ page }) => {
  await page.goto('/ar/home?clientId=abc123&channel=app&brand=KFC&redirectPath=//evil.com/steal');
  await expect(page.getByRole('link', { name: /^العودة إلى / })).toHaveAttribute(
    'href',
    /^[a-z]+:\/\/ae\/home$/,
  );
});

test('no banner without the app channel', async ({ page }) => {
  await page.goto('/en/home?clientId=abc123&brand=KFC');
  await expect(page.getByRole('link', { name: /^Back to / })).toHaveCount(0);
});
