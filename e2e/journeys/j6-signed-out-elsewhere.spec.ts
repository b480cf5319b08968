import { expect, test } from '../support/test';
import { newUaeNumber } from '../support/outbox';
import { LOCALES, MESSAGES } from '../support/routes';
import {
  arrive,
  bottomBar,
  createProfile,
  enterNumberAndCode,
  openPhone,
  profileLink,
  signIn,
} from './phone';

// J6 (signed out elsewhere): a member with the app on two phones logs this one out from the other
// phone's active sessions. This phone's next page is a guest page that says so, shows nothing of
// the member, and signs them in again from its own button.

const NAMES = { en: 'Huda Kareem', ar: 'هدى كريم' } as const;

for (const locale of LOCALES) {
  test(`J6: logged out from another phone, this one says so and signs in again (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale];
    const name = NAMES[locale];
    const phnNo = newUaeNumber();

    // This phone: a new member joins.
    const mine = await openPhone(browser, testInfo, locale, 0);
    await arrive(mine, locale);
    await signIn(mine, request, locale, phnNo);
    const codeSentAt = Date.now();
    await createProfile(mine, locale, name, `huda.${phnNo}@example.com`);
    await expect(profileLink(mine, locale, name)).toBeVisible();

    // The other phone: the same member signs in (after the resend wait), then logs this one out.
    const other = await openPhone(browser, testInfo, locale, 1);
    await arrive(other, locale);
    // A second code for one number waits out the resend time (5 s in this suite).
    await other.page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - codeSentAt)));
    await signIn(other, request, locale, phnNo);
    await bottomBar(other, locale, 'profile').tap();
    await other.page
      .getByRole('dialog')
      .getByRole('link', { name: m.MyProfile.manageAccount })
      .tap();
    const sessions = other.page
      .getByRole('region', { name: m.ManageAccount.sessionsTitle })
      .or(other.page.locator('section[aria-labelledby="sessions-title"]'));
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    // This device's row logs out; the other's asks first, then ends that session and says so.
    const here = sessions.getByRole('listitem').filter({ hasText: m.ManageAccount.currentDevice });
    await expect(here.getByRole('link', { name: m.ManageAccount.logoutThisDevice })).toBeVisible();
    await sessions.getByRole('button', { name: m.ManageAccount.removeSession }).tap();
    await sessions.getByRole('button', { name: m.ManageAccount.endSessionYes }).tap();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByRole('status')).toContainText(
      m.ManageAccount.sessionEnded.split('{')[0]!,
    );

    // This phone's next page: a guest page that says the member was signed out.
    await bottomBar(mine, locale, 'rewards').tap();
    await expect(mine.page).toHaveURL(new RegExp(`/${locale}/rewards$`));
    const notice = mine.page.getByRole('status').filter({ hasText: m.SignedOut.message });
    await expect(notice).toBeVisible();
    await expect(
      mine.page.getByRole('banner').getByRole('link', { name: m.Header.login, exact: true }),
    ).toBeVisible();
    await expect(profileLink(mine, locale, name)).toHaveCount(0);
    const shown = await mine.page.locator('body').innerText();
    expect(shown).not.toContain(name);
    expect(shown).not.toContain(phnNo);
    await mine.page.screenshot({
      path: testInfo.outputPath(`j6-signed-out-${locale}.png`),
      fullPage: true,
    });
    // Nothing of the member in what the server sent for the page either.
    const html = await (await mine.page.request.get(`/${locale}/rewards`)).text();
    expect(html).not.toContain(name);
    expect(html).not.toContain(phnNo);

    // Its own button signs the member in again.
    await notice.getByRole('link', { name: m.SignedOut.signIn }).tap();
    await enterNumberAndCode(mine, request, locale, phnNo);
    await expect(profileLink(mine, locale, name)).toBeVisible();
    await expect(
      mine.page.getByRole('status').filter({ hasText: m.SignedOut.message }),
    ).toHaveCount(0);

    // The service holds two live sessions again: the other phone's and this phone's new one.
    await other.page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);

    expect(mine.errors).toEqual([]);
    expect(other.errors).toEqual([]);
    await mine.context.close();
    await other.context.close();
  });
}
