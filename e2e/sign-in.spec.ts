import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatMessage, MESSAGES } from './support/routes';
import { latestCode, newUaeNumber } from './support/outbox';
import { acceptTerms } from './support/sign-in';

// Issue "Sign-in screens": new and returning members against the production build and the real
// loyalty service, in both locales.

async function requestCode(
  page: Page,
  locale: 'en' | 'ar',
  phone: string,
  country?: 'UAE' | 'KSA',
) {
  const m = MESSAGES[locale];
  await page.goto(`/${locale}/rewards`);
  await page.getByRole('link', { name: m.Header.login, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(m.Modals.login);
  if (country) await dialog.getByLabel(m.Login.country).selectOption(country);
  await dialog.getByLabel(m.Login.phone).fill(phone);
  await dialog.getByRole('button', { name: m.Login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/verify-otp$`));
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(m.Modals.verifyOtp);
  return dialog;
}

async function enterCode(page: Page, locale: 'en' | 'ar', code: string) {
  const m = MESSAGES[locale];
  const dialog = page.getByRole('dialog');
  // Autofill and paste put the whole code in the first box; it spreads over the others, and the
  // code goes as its last digit arrives, with no tap on Verify.
  await dialog
    .getByLabel(m.Otp.digit.replace('{index}', '1').replace('{length}', String(code.length)))
    .fill(code);
}

test('a new member signs up: code, validation messages, profile, signed in (en)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.en;
  const phone = newUaeNumber();
  await requestCode(page, 'en', phone);
  await enterCode(page, 'en', await latestCode(request, '971', phone));

  await expect(page).toHaveURL(/\/en\/create-profile$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(m.CreateProfile.mobile)).toHaveValue(`+971 ${phone}`);
  await dialog.getByRole('button', { name: m.CreateProfile.submit }).click();
  await expect(dialog.getByText(m.Validation.nameRequired)).toBeVisible();
  await expect(dialog.getByText(m.Validation.emailRequired)).toBeVisible();
  await expect(dialog.getByText(m.CreateProfile.acceptTermsRequired)).toBeVisible();
  await expect(dialog.getByLabel(m.CreateProfile.name)).toBeFocused();
  await dialog.getByLabel(m.CreateProfile.name).fill('R2 D2');
  await dialog.getByLabel(m.CreateProfile.email).fill('not-an-email');
  await dialog.getByRole('button', { name: m.CreateProfile.submit }).click();
  await expect(dialog.getByText(m.Validation.nameInvalid)).toBeVisible();
  await expect(dialog.getByText(m.Validation.emailInvalid)).toBeVisible();
  await dialog.getByLabel(m.CreateProfile.name).fill('Noor Al-Saleh');
  await dialog.getByLabel(m.CreateProfile.email).fill('noor@example.com');
  // Name and email are right but the terms are not accepted: no profile, and focus on the box.
  await dialog.getByRole('button', { name: m.CreateProfile.submit }).click();
  await expect(dialog.getByText(m.CreateProfile.acceptTermsRequired)).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: formatMessage('en', 'CreateProfile.acceptTerms') }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/en\/create-profile$/);
  await acceptTerms(dialog, 'en');
  await expect(dialog.getByText(m.CreateProfile.acceptTermsRequired)).toHaveCount(0);
  await dialog.getByRole('button', { name: m.CreateProfile.submit }).click();

  await expect(page).toHaveURL(/\/en\/rewards$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: m.Header.openProfile.replace('{name}', 'Noor Al-Saleh') }),
  ).toBeVisible();
});

test('a returning member signs in and out (ar, KSA)', async ({ page, request }) => {
  const m = MESSAGES.ar;
  await requestCode(page, 'ar', '551234567', 'KSA');
  await enterCode(page, 'ar', await latestCode(request, '966', '551234567'));
  await expect(page).toHaveURL(/\/ar\/rewards$/);
  const profileLink = page.getByRole('link', {
    name: m.Header.openProfile.replace('{name}', 'عمر الحربي'),
  });
  await expect(profileLink).toBeVisible();
  // Signed in, the device keeps the wallet for the till (docs/product.md §4 Offline wallet)...
  const walletKept = () =>
    page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('amrx.wallet.')));
  await expect.poll(walletKept).toBe(true);

  await profileLink.click();
  await expect(page.getByRole('dialog').getByText('+966 551234567')).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: m.MyProfile.logout }).click();
  await expect(page).toHaveURL(/\/ar\/logout$/);
  await page.getByRole('dialog').getByRole('button', { name: m.Logout.submit }).click();
  await expect(page).toHaveURL(/\/ar\/home$/);
  await expect(page.getByRole('link', { name: m.Header.login, exact: true })).toBeVisible();
  // ...and signed out, it keeps none of it for the next person.
  await expect.poll(walletKept).toBe(false);
  // The old session is gone: an auth-only page sends the guest to login.
  await page.goto('/ar/transaction-history');
  await expect(page).toHaveURL(/\/ar\/login$/);
});

test('phone validation messages, and the wrong and over-used code messages (en)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.en;
  await page.goto('/en/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: m.Login.submit }).click();
  await expect(dialog.getByText(m.Validation.phoneRequired)).toBeVisible();
  await dialog.getByLabel(m.Login.phone).fill('50-123');
  await dialog.getByRole('button', { name: m.Login.submit }).click();
  await expect(dialog.getByText(m.Validation.phoneInvalid)).toBeVisible();

  const phone = newUaeNumber();
  await dialog.getByLabel(m.Login.phone).fill(phone);
  await dialog.getByRole('button', { name: m.Login.submit }).click();
  await expect(page).toHaveURL(/\/en\/verify-otp$/);
  const code = await latestCode(request, '971', phone);
  const wrong = code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');
  // Five attempts per code: each wrong one empties the boxes and says how many are left; after
  // them even the right code is refused as over-used.
  const left = (n: number) =>
    n === 1
      ? 'One attempt left.'
      : n === 0
        ? 'No attempts left: request a new code.'
        : `${n} attempts left.`;
  const first = dialog.getByLabel(
    m.Otp.digit.replace('{index}', '1').replace('{length}', String(code.length)),
  );
  for (let attempt = 1; attempt <= 5; attempt++) {
    await enterCode(page, 'en', wrong);
    await expect(dialog.getByRole('alert')).toHaveText(
      `The code is incorrect. ${left(5 - attempt)}`,
    );
    await expect(first).toHaveValue('');
    await expect(first).toBeFocused();
  }
  await enterCode(page, 'en', code);
  await expect(dialog.getByText(m.ServiceErrors.otp_locked)).toBeVisible();
});

test('the Arabic login validates in Arabic', async ({ page }) => {
  const m = MESSAGES.ar;
  await page.goto('/ar/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: m.Login.submit }).click();
  await expect(dialog.getByText(m.Validation.phoneRequired)).toBeVisible();
  await dialog.getByRole('button', { name: m.Login.skip }).click();
  await expect(page).toHaveURL(/\/ar\/home$/);
});

test('a code can be sent again after the wait, and the new one signs in (en)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.en;
  const phone = newUaeNumber();
  const dialog = await requestCode(page, 'en', phone);
  const first = await latestCode(request, '971', phone);
  // The e2e service waits 5 s before a resend (30 s by default).
  await dialog.getByRole('button', { name: m.Otp.resend }).click({ timeout: 15_000 });
  await expect(dialog.getByRole('status').filter({ hasText: m.Otp.resent })).toBeVisible();
  const second = await latestCode(request, '971', phone, first);
  expect(second).not.toBe(first);
  await enterCode(page, 'en', second);
  await expect(page).toHaveURL(/\/en\/create-profile$/);
});

test('an expired code is refused with its message (ar)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const m = MESSAGES.ar;
  const phone = newUaeNumber();
  await requestCode(page, 'ar', phone);
  const code = await latestCode(request, '971', phone);
  // The e2e service keeps a code for 25 s (5 minutes by default).
  await page.waitForTimeout(26_000);
  await enterCode(page, 'ar', code);
  await expect(page.getByRole('dialog').getByText(m.ServiceErrors.otp_expired)).toBeVisible();
});

test('an Arabic keyboard’s digits (٠–٩) sign in: the number and the code are read as 0–9 (ar)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.ar;
  const phone = newUaeNumber();
  const arabicIndic = (digits: string) =>
    digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  const dialog = await requestCode(page, 'ar', arabicIndic(phone));
  // The code was sent to the number in Western digits.
  const code = await latestCode(request, '971', phone);
  await enterCode(page, 'ar', arabicIndic(code));
  await expect(page).toHaveURL(/\/ar\/create-profile$/);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(m.Modals.createProfile);
});

test('a number pasted with its calling code picks the country and signs in (en)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.en;
  const phone = newUaeNumber();
  await page.goto('/en/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(m.Login.country).selectOption('KSA');
  await dialog.getByLabel(m.Login.phone).fill(`+971 ${phone.slice(0, 2)} ${phone.slice(2)}`);
  await expect(dialog.getByLabel(m.Login.country)).toHaveValue('UAE');
  await expect(dialog.getByLabel(m.Login.phone)).toHaveValue(phone);
  await dialog.getByRole('button', { name: m.Login.submit }).click();
  await expect(page).toHaveURL(/\/en\/verify-otp$/);
  expect(await latestCode(request, '971', phone)).toMatch(/^\d{4,6}$/);
});
