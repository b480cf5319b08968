import { expect, test } from '../support/test';
import { formatMessage, LOCALES, MESSAGES } from '../support/routes';
import { createProfile, enterNumberAndCode, newMemberOnPhone, profileLink } from './phone';
import { expectNoAxeViolations } from '../support/axe';

// J8: the member opens a link to manage account and deletes their account from its modal, with
// feedback. Each step
// opened from the modal closes only itself and has a way back (the delete warning, the feedback,
// the logout confirmation); at the end the member is a guest, and the number can join again as
// a new member.

const NAME = { en: 'Sami Nasser', ar: 'سامي ناصر' } as const;

for (const locale of LOCALES) {
  test(`J8: delete the account from the manage-account modal (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const m = MESSAGES[locale];
    const { phone, page, phnNo } = await newMemberOnPhone(
      browser,
      request,
      testInfo,
      locale,
      NAME[locale],
    );

    // A link to manage account (as a brand app or a message sends it): the modal over home.
    await page.goto(`/${locale}/manage-account`);
    const manage = page.getByRole('dialog', { name: m.Modals.manageAccount });
    await expect(manage).toBeVisible();
    const manageUrl = page.url();
    // This phone is named by its browser and system, as its user agent says, in the page's language.
    await expect(
      manage.getByText(
        formatMessage(locale, 'ManageAccount.deviceName', {
          browser: 'chrome',
          platform: 'android',
        }),
      ),
    ).toBeVisible();

    // Logout opened from here, then Cancel: back on manage account, not home.
    await manage.getByRole('link', { name: m.ManageAccount.logout, exact: true }).tap();
    const logout = page.getByRole('dialog', { name: m.Modals.logout });
    await logout.getByRole('button', { name: m.Logout.cancel }).tap();
    await expect(page).toHaveURL(manageUrl);
    await expect(manage).toBeVisible();

    // The warning: Cancel, then Escape, each close only the warning.
    const warning = page.getByRole('dialog', { name: m.DeleteAccount.warningTitle });
    const deleteButton = manage.getByRole('button', { name: m.ManageAccount.deleteButton });
    await deleteButton.tap();
    // It says what will be lost: the AMRX card's 100 points.
    await expect(warning).toContainText(
      formatMessage(locale, 'DeleteAccount.pointsLost', {
        list: formatMessage(locale, 'DeleteAccount.brandPoints', {
          points: 100,
          brand: locale === 'ar' ? 'مكافآت AMRX' : 'AMRX Rewards',
        }),
      }),
    );
    await warning.getByRole('button', { name: m.DeleteAccount.cancel }).tap();
    await expect(warning).toHaveCount(0);
    await expect(manage).toBeVisible();
    await expect(deleteButton).toBeFocused();
    await deleteButton.tap();
    await page.keyboard.press('Escape');
    await expect(warning).toHaveCount(0);
    await expect(manage).toBeVisible();
    await expect(page).toHaveURL(manageUrl);

    // Continue to the feedback, which has its own Cancel.
    const feedback = page.getByRole('dialog', { name: m.DeleteAccount.feedbackTitle });
    await deleteButton.tap();
    await warning.getByRole('button', { name: m.DeleteAccount.continue }).tap();
    await expect(feedback).toBeVisible();
    await expect(manage).toBeVisible();
    await expectNoAxeViolations(page, `deletion feedback over manage account (${locale})`);
    await feedback.getByRole('button', { name: m.DeleteAccount.cancel }).tap();
    await expect(feedback).toHaveCount(0);
    await expect(page).toHaveURL(manageUrl);

    // Now for real: the feedback, then the deletion.
    await deleteButton.tap();
    await warning.getByRole('button', { name: m.DeleteAccount.continue }).tap();
    await feedback.getByLabel(m.DeleteAccount['area_too-many-messages']).check();
    await feedback
      .getByLabel(m.DeleteAccount.comment)
      .fill(locale === 'ar' ? 'رسائل كثيرة' : 'Too many texts');
    await feedback.getByRole('button', { name: m.DeleteAccount.submitDelete }).tap();
    const done = page.getByRole('dialog', { name: m.DeleteAccount.doneTitle });
    await expect(done).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`j8-deleted-${locale}.png`) });
    await done.getByRole('button', { name: m.DeleteAccount.ok }).tap();

    // A guest again, on home.
    await expect(page).toHaveURL(new RegExp(`/${locale}/home$`));
    await expect(
      page.getByRole('banner').getByRole('link', { name: m.Header.login, exact: true }),
    ).toBeVisible();

    // The number joins again as a new member: the code leads to a new profile.
    await page.getByRole('banner').getByRole('link', { name: m.Header.login, exact: true }).tap();
    await enterNumberAndCode(phone, request, locale, phnNo);
    await createProfile(phone, locale, NAME[locale], `sami.again.${phnNo}@example.com`);
    await expect(profileLink(phone, locale, NAME[locale])).toBeVisible();

    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
}
