import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatMessage, MESSAGES } from './support/routes';
import { SERVICE_URL, newUaeNumber } from './support/outbox';
import { acceptTerms, signInFromBrandApp, signInThroughUi } from './support/sign-in';

// Issue "Sign-in screens": permissions, sessions and account deletion against the real service.

/** A new member, signed up through the UI, so no other test's sessions are counted. */
async function signUpNewMember(
  page: Page,
  request: APIRequestContext,
  locale: 'en' | 'ar',
  name: string,
) {
  const m = MESSAGES[locale];
  const phone = newUaeNumber();
  await signInThroughUi(page, request, locale, { country: 'UAE', phnNo: phone });
  await expect(page).toHaveURL(new RegExp(`/${locale}/create-profile$`));
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(m.CreateProfile.name).fill(name);
  await dialog.getByLabel(m.CreateProfile.email).fill(`member.${phone}@example.com`);
  await acceptTerms(dialog, locale);
  await dialog.getByRole('button', { name: m.CreateProfile.submit }).click();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  return phone;
}

test('permissions persist across a reload, and another session can be logged out (en)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.en.ManageAccount;
  const phone = await signUpNewMember(page, request, 'en', 'Rami Khalil');
  const brandAppToken = await signInFromBrandApp(request, '+971', phone);

  await page.goto('/en/profile/manage-account');
  const sms = page.getByRole('switch', { name: m.permission_sms });
  const before = await sms.getAttribute('aria-checked');
  await sms.click();
  await expect(page.getByRole('status').filter({ hasText: m.permissionSaved })).toBeVisible();
  const after = before === 'true' ? 'false' : 'true';
  await expect(sms).toHaveAttribute('aria-checked', after);
  await page.reload();
  await expect(page.getByRole('switch', { name: m.permission_sms })).toHaveAttribute(
    'aria-checked',
    after,
  );

  const sessions = page.getByRole('region', { name: m.sessionsTitle });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText(m.currentDevice, { exact: true })).toHaveCount(1);
  await sessions.getByRole('button', { name: m.removeSession }).click();
  // Nothing ends before the member confirms; Cancel keeps the session.
  await sessions.getByRole('button', { name: m.endSessionNo }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await sessions.getByRole('button', { name: m.removeSession }).click();
  await sessions.getByRole('button', { name: m.endSessionYes }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  const refused = await request.post(`${SERVICE_URL}/v1/sso-sessions`, {
    headers: {
      authorization: `Bearer ${brandAppToken}`,
      'content-type': 'application/json',
      deviceid: 'kfc-app-device-0001',
    },
    data: {},
  });
  expect(refused.status()).toBe(401);
});

test('a member deletes the account: warning, feedback, completion (ar)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.ar;
  await signUpNewMember(page, request, 'ar', 'نور سالم');

  await page.goto('/ar/profile/manage-account');
  await page.getByRole('button', { name: m.ManageAccount.deleteButton }).click();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(
    m.DeleteAccount.warningTitle,
  );
  await page.getByRole('button', { name: m.DeleteAccount.continue }).click();
  await page.getByLabel(m.DeleteAccount.comment).fill('شكرًا');
  await expect(page.getByText('5 / 500')).toBeVisible();
  await page.getByLabel(m.DeleteAccount['area_too-many-messages']).check();
  await page.getByRole('button', { name: m.DeleteAccount.submitDelete }).click();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(m.DeleteAccount.doneTitle);
  await page.getByRole('button', { name: m.DeleteAccount.ok }).click();
  await expect(page).toHaveURL(/\/ar\/home$/);
  await expect(page.getByRole('link', { name: m.Header.login, exact: true })).toBeVisible();
});

test('deletion is refused while an order is active (en)', async ({ page, request }) => {
  const m = MESSAGES.en;
  await signInThroughUi(page, request, 'en', { country: 'UAE', phnNo: '522223344' });
  await expect(page.getByRole('link', { name: /Sara Al Mansoori/ })).toBeVisible();
  await page.goto('/en/profile/manage-account');
  await page.getByRole('button', { name: m.ManageAccount.deleteButton }).click();
  // The order in progress is said on the warning, before any feedback is written.
  const warning = page.getByRole('dialog', { name: m.DeleteAccount.warningTitle });
  await expect(
    warning.getByRole('alert').filter({
      hasText: formatMessage('en', 'DeleteAccount.ordersInProgress', { brands: 'TGI Fridays' }),
    }),
  ).toBeVisible();
  await expect(warning.getByRole('button', { name: m.DeleteAccount.continue })).toHaveCount(0);
  await warning.getByRole('button', { name: m.DeleteAccount.cancel }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Pages.manageAccount);
});
