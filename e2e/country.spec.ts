import { expect, test } from './support/test';
import { formatMessage, MESSAGES } from './support/routes';
import { deviceNameParts } from '@/lib/devices/device-name';
import { newKsaNumber, newUaeNumber } from './support/outbox';
import { acceptTerms, signInThroughUi } from './support/sign-in';
import { bff } from './support/bff';
import { expectNoAxeViolations } from './support/axe';

// docs/product.md §4 Language and Change country: the country follows the member's number, a new country
// brings its default language, flags are pictures; and the header and login fit a small phone.

const countryCookie = async (context: import('@playwright/test').BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'country')?.value;

test('a member who signs in with a +966 number is in KSA, whatever the host (ar)', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/ar/home');
  expect(await countryCookie(context)).toBe('UAE');
  const phnNo = newKsaNumber();
  await signInThroughUi(page, request, 'ar', { country: 'KSA', phnNo });
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(MESSAGES.ar.CreateProfile.name).fill('فهد العتيبي');
  await dialog.getByLabel(MESSAGES.ar.CreateProfile.email).fill(`fahad.${phnNo}@example.com`);
  await acceptTerms(dialog, 'ar');
  await dialog.getByRole('button', { name: MESSAGES.ar.CreateProfile.submit }).click();
  await expect(page.getByRole('link', { name: /فهد العتيبي/ })).toBeVisible();
  await expect.poll(() => countryCookie(context)).toBe('KSA');

  // Active sessions name this browser and read in Riyadh's time, not Dubai's.
  await page.goto('/ar/profile/manage-account');
  type Sessions = {
    ssoInfo: {
      logins: { isCurrentDevice: boolean; lastLoggedInAt: string; deviceModel: string }[];
    };
  };
  const logins = (await bff<Sessions>(page, 'sso-sessions', {})).json.data.ssoInfo.logins;
  const here = logins.find((l) => l.isCurrentDevice)!;
  const riyadh = await page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
        timeZone: 'Asia/Riyadh',
      }).format(new Date(at)),
    here.lastLoggedInAt,
  );
  const row = page
    .getByRole('region', { name: MESSAGES.ar.ManageAccount.sessionsTitle })
    .getByRole('listitem')
    .filter({ hasText: MESSAGES.ar.ManageAccount.currentDevice });
  // The device in Arabic ("كروم على لينكس"), not the name the service keeps ("Chrome on Linux").
  await expect(row).toContainText(
    formatMessage('ar', 'ManageAccount.deviceName', deviceNameParts(here.deviceModel)!),
  );
  await expect(row).toContainText(riyadh);
});

test('changing the country to KSA brings Arabic; the flags are pictures (en)', async ({
  page,
  context,
}) => {
  const m = MESSAGES.en;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/rewards');
  await page.getByRole('button', { name: m.Drawer.open }).click();
  const drawer = page.getByRole('dialog', { name: m.Drawer.title });
  const flag = drawer.locator('img[src="/flags/uae.svg"]');
  await expect(flag).toBeVisible();
  // Drawn once loaded: a picture, not a box or two letters.
  await expect
    .poll(() => flag.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'drawer with its close button');
  await drawer.getByRole('link', { name: new RegExp(m.Drawer.changeCountry) }).click();
  const dialog = page.getByRole('dialog', { name: m.Modals.changeCountry });
  await expect(dialog.locator('img[src="/flags/ksa.svg"]')).toBeVisible();
  await dialog.getByRole('radio', { name: /KSA|Saudi/ }).check();
  await dialog.getByRole('button', { name: m.ChangeCountry.save }).click();
  await expect(page).toHaveURL(/\/ar\/rewards$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect.poll(() => countryCookie(context)).toBe('KSA');
});

test('at 320 px the number has room for all its digits (en)', async ({ page }) => {
  const m = MESSAGES.en;
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/en/login');
  const field = page.getByRole('dialog').getByLabel(m.Login.phone);
  await field.fill('501234567');
  const fits = await field.evaluate((input: HTMLInputElement) => ({
    width: input.clientWidth,
    scroll: input.scrollWidth,
  }));
  expect(fits.width).toBeGreaterThanOrEqual(120);
  expect(fits.scroll).toBeLessThanOrEqual(fits.width);
});

test('a long name stays on one line in the header, with an ellipsis and the crown (en)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.en;
  const name = 'Abdulrahman Mohammed Al Hashimi';
  const phnNo = newUaeNumber();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, request, 'en', { country: 'UAE', phnNo });
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(m.CreateProfile.name).fill(name);
  await dialog.getByLabel(m.CreateProfile.email).fill(`long.${phnNo}@example.com`);
  await acceptTerms(dialog, 'en');
  await dialog.getByRole('button', { name: m.CreateProfile.submit }).click();
  const link = page.getByRole('link', { name: m.Header.openProfile.replace('{name}', name) });
  await expect(link).toBeVisible();
  await expect(link.locator('svg')).toBeVisible();
  const box = (await link.boundingBox())!;
  expect(box.height).toBeLessThan(48);
  const text = link.locator('span');
  expect(
    await text.evaluate((span) => ({
      cut: span.scrollWidth > span.clientWidth,
      overflow: getComputedStyle(span).textOverflow,
    })),
  ).toEqual({
    cut: true,
    overflow: 'ellipsis',
  });
});
