import { expect, test } from './support/test';
import { MESSAGES } from './support/routes';
import { expectNoAxeViolations } from './support/axe';
import { latestCode, newUaeNumber } from './support/outbox';
import { acceptTerms } from './support/sign-in';

// axe-core on every screen of the sign-in and account issue, in both locales.

for (const locale of ['en', 'ar'] as const) {
  test(`sign-in and account screens have no axe violations (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const m = MESSAGES[locale];
    await page.goto(`/${locale}/login`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'login');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: m.Login.submit }).click();
    await expect(dialog.getByText(m.Validation.phoneRequired)).toBeVisible();
    await expectNoAxeViolations(page, 'login with an error');

    await page.goto(`/${locale}/amr-benefits`);
    await expectNoAxeViolations(page, 'benefits');
    await page.goto(`/${locale}/change-country`);
    await expectNoAxeViolations(page, 'change country');

    const phone = newUaeNumber();
    await page.goto(`/${locale}/login`);
    await dialog.getByLabel(m.Login.phone).fill(phone);
    await dialog.getByRole('button', { name: m.Login.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/verify-otp$`));
    await expectNoAxeViolations(page, 'verify otp');
    const code = await latestCode(request, '971', phone);
    await dialog
      .getByLabel(m.Otp.digit.replace('{index}', '1').replace('{length}', String(code.length)))
      .fill(code);
    await expect(page).toHaveURL(new RegExp(`/${locale}/create-profile$`));
    await expectNoAxeViolations(page, 'create profile');
    await dialog
      .getByLabel(m.CreateProfile.name)
      .fill(locale === 'ar' ? 'ريم خالد' : 'Reem Khalid');
    await dialog.getByLabel(m.CreateProfile.email).fill('reem@example.com');
    await dialog.getByRole('button', { name: m.CreateProfile.submit }).click();
    await expect(dialog.getByText(m.CreateProfile.acceptTermsRequired)).toBeVisible();
    await expectNoAxeViolations(page, 'create profile without the terms accepted');
    await acceptTerms(dialog, locale);
    await dialog.getByRole('button', { name: m.CreateProfile.submit }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(`/${locale}/my-profile`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, 'my profile');
    await page.goto(`/${locale}/logout`);
    await expectNoAxeViolations(page, 'logout');
    await page.goto(`/${locale}/profile/manage-account`);
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: m.ManageAccount.sessionsTitle }).getByRole('listitem'),
    ).toHaveCount(1);
    await expectNoAxeViolations(page, 'manage account');
    await page.getByRole('button', { name: m.ManageAccount.deleteButton }).click();
    await expectNoAxeViolations(page, 'delete warning');
    await page.getByRole('button', { name: m.DeleteAccount.continue }).click();
    await expectNoAxeViolations(page, 'delete feedback');
  });
}

for (const path of ['/en/home', '/ar/home', '/en/rewards', '/ar/faq', '/en/loyalty-info']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  });
}
