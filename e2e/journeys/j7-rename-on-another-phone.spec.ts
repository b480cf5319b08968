import { expect, test } from '../support/test';
import { newUaeNumber } from '../support/outbox';
import { LOCALES, MESSAGES } from '../support/routes';
import { arrive, bottomBar, createProfile, openPhone, profileLink, signIn } from './phone';

// J7 (two devices): the member renames themselves on one phone; the other phone shows the new
// name on its next page, in the header and on the profile, without signing in again.

const NAMES = {
  // Names as people write them (docs/product.md §5 Name): a hyphen, a dot.
  en: { before: 'Mona Saeed', after: 'Mona H. Al-Saeed' },
  ar: { before: 'منى سعيد', after: 'منى آل سعيد-الكعبي' },
} as const;

for (const locale of LOCALES) {
  test(`J7: renamed on one phone, the other shows the new name on its next page (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale];
    const { before, after } = NAMES[locale];
    const phnNo = newUaeNumber();

    const first = await openPhone(browser, testInfo, locale, 0);
    await arrive(first, locale);
    await signIn(first, request, locale, phnNo);
    const codeSentAt = Date.now();
    await createProfile(first, locale, before, `mona.${phnNo}@example.com`);
    await expect(profileLink(first, locale, before)).toBeVisible();

    const second = await openPhone(browser, testInfo, locale, 1);
    await arrive(second, locale);
    await second.page.waitForTimeout(Math.max(0, 6_000 - (Date.now() - codeSentAt)));
    await signIn(second, request, locale, phnNo);
    await expect(profileLink(second, locale, before)).toBeVisible();

    // The first phone: Profile, Update profile, the new name, Save.
    await bottomBar(first, locale, 'profile').tap();
    const profile = first.page.getByRole('dialog');
    await profile.getByRole('button', { name: m.MyProfile.update }).tap();
    await profile.getByLabel(m.MyProfile.name).fill(after);
    await profile.getByRole('button', { name: m.MyProfile.save }).tap();
    await expect(profile.getByText(m.MyProfile.saved)).toBeVisible();
    await expect(profileLink(first, locale, after)).toBeVisible();

    // The second phone's next page.
    await bottomBar(second, locale, 'rewards').tap();
    await expect(second.page).toHaveURL(new RegExp(`/${locale}/rewards$`));
    await expect(profileLink(second, locale, after)).toBeVisible();
    await expect(profileLink(second, locale, before)).toHaveCount(0);
    await bottomBar(second, locale, 'profile').tap();
    await expect(second.page.getByRole('dialog').getByText(after, { exact: true })).toBeVisible();
    await second.page.screenshot({
      path: testInfo.outputPath(`j7-renamed-${locale}.png`),
      fullPage: true,
    });

    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await first.context.close();
    await second.context.close();
  });
}
