import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MESSAGES, formatMessage } from './routes';
import { SERVICE_URL, latestCode } from './outbox';

/** Signs a member in through the login and code modals, as a person would. */
export async function signInThroughUi(
  page: Page,
  request: APIRequestContext,
  locale: 'en' | 'ar',
  phone: { country: 'UAE' | 'KSA'; phnNo: string },
) {
  const m = MESSAGES[locale];
  const cCode = phone.country === 'UAE' ? '971' : '966';
  await page.goto(`/${locale}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(m.Login.country).selectOption(phone.country);
  await dialog.getByLabel(m.Login.phone).fill(phone.phnNo);
  await dialog.getByRole('button', { name: m.Login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/verify-otp$`));
  const code = await latestCode(request, cCode, phone.phnNo);
  await dialog
    .getByLabel(m.Otp.digit.replace('{index}', '1').replace('{length}', String(code.length)))
    .fill(code);
  // Signed in (back on a page) or verified and asked for a profile.
  await expect(page).not.toHaveURL(/\/verify-otp$/);
}

/**
 * Ticks the create-profile dialog's box accepting the terms and the privacy policy, as a member
 * would: it starts unticked, and the profile is not created without it (docs/product.md §2).
 */
export async function acceptTerms(dialog: Locator, locale: 'en' | 'ar') {
  const box = dialog.getByRole('checkbox', {
    name: formatMessage(locale, 'CreateProfile.acceptTerms'),
  });
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(box).toBeChecked();
}

/** Signs a member in without a code, through a brand app's one-time client id (quick login). */
export async function signInWithClientId(
  page: Page,
  request: APIRequestContext,
  locale: 'en' | 'ar',
  cCode: string,
  phnNo: string,
) {
  const clientId = await clientIdFromBrand(request, cCode, phnNo);
  await page.goto(`/${locale}/quick-login?clientId=${clientId}&brand=KFC`);
  await page.getByRole('button', { name: locale === 'ar' ? 'متابعة' : 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/home$`));
}

const BRAND_APP = {
  brand: 'KFC',
  deviceid: 'kfc-app-device-0001',
  devicemodel: 'KFC app on Android',
  channel: 'app',
  'content-type': 'application/json',
};

/** A brand's system asks for a one-time client id for its signed-in customer (partner call). */
export async function clientIdFromBrand(request: APIRequestContext, cCode: string, phnNo: string) {
  const client = await request.post(`${SERVICE_URL}/v1/client`, {
    headers: { ...BRAND_APP, 'x-amr-partner-key': 'demo-partner-key-kfc' },
    data: { cCode, phnNo },
  });
  expect(client.status()).toBe(200);
  return ((await client.json()).data as { clientId: string }).clientId;
}

/** A second login for the same member, as a brand app would make it (docs/product.md §4 Account validation). */
export async function signInFromBrandApp(request: APIRequestContext, cCode: string, phnNo: string) {
  const headers = BRAND_APP;
  const clientId = await clientIdFromBrand(request, cCode, phnNo);
  const validated = await request.post(`${SERVICE_URL}/v1/validate-account`, {
    headers: { ...headers, clientid: clientId },
    data: { brand: 'KFC', brandName: 'KFC' },
  });
  expect(validated.status()).toBe(200);
  const { auth } = (await validated.json()).data as { auth: { accessToken: string } };
  return auth.accessToken;
}
