import { expect, test } from './support/test';
import { MESSAGES } from './support/routes';
import { clientIdFromBrand } from './support/sign-in';

// docs/product.md §2 Quick login: a brand app hands over a one-time client id and the member continues
// with the programme profile.

test('quick login from a brand app signs the member in (en)', async ({ page, request }) => {
  const clientId = await clientIdFromBrand(request, '+971', '501234567');
  await page.goto(`/en/quick-login?clientId=${clientId}&brand=KFC`);
  await expect(page.getByText('Quick login with your AMRX profile')).toBeVisible();
  await expect(page.getByText(/^\+971 •+567$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('link', { name: /Layla Haddad/ })).toBeVisible();
});

test('a used or unknown client id is refused, with the other option offered (ar)', async ({
  page,
}) => {
  await page.goto('/ar/quick-login?clientId=unknown-client-id&brand=KFC');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    MESSAGES.ar.ServiceErrors.client_id_invalid,
  );
  await expect(page.getByRole('button', { name: 'متابعة' })).toHaveCount(0);
  await page.getByRole('link', { name: 'استخدم رقمًا آخر' }).click();
  await expect(page).toHaveURL(/\/ar\/login$/);
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toHaveText(
    MESSAGES.ar.Modals.login,
  );
});
