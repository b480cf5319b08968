import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { latestCode, newUaeNumber } from '../support/outbox';
import { formatMessage, LOCALES, MESSAGES } from '../support/routes';
import { openPhone } from './phone';
import { bff } from '../support/bff';

// J11: keyboard only, on a 1280×800 screen: sign in, transfer points, close every dialog. The
// member reaches every control with the keyboard; each dialog opens with focus on its first field
// (or its first control when it has none) and, once closed, gives focus back to the control that
// opened it. After each step focus goes on to the next (docs/product.md §2 "Focus follows each
// step"): creating the profile, joining a brand from a reward, ending the guided tour. The skip
// link takes the keyboard past the header.

/** Focus a control as Tab would reach it, and press a key on it: no pointer involved. */
const pressOn = async (control: Locator, key = 'Enter') => {
  await control.focus();
  await control.press(key);
};

type Balances = { brands: Record<string, { pointBalance: number }> };
const KFC = { en: 'KFC', ar: 'كنتاكي' } as const;
const FRIES = { en: 'Welcome fries', ar: 'بطاطس ترحيبية' } as const;

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');

for (const locale of LOCALES) {
  test(`J11: keyboard only, dialogs take and give back focus (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale];
    const phnNo = newUaeNumber();
    const { context, page, errors } = await openPhone(browser, testInfo, locale, 0, 'desktop');
    await page.goto(`/${locale}/rewards`);

    // The cookie bar, answered from the keyboard.
    const consent = page.getByRole('dialog', { name: m.CookieConsent.title });
    await pressOn(consent.getByRole('button', { name: m.CookieConsent.accept }));
    await expect(consent).toHaveCount(0);

    // The skip link is the first stop, and it lands on the page itself.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: m.Nav.skipToContent });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await expect(page).not.toHaveURL(/#main$/);

    // The drawer: opened with Enter, closed with its visible Close, focus back on the menu button.
    const menu = page.getByRole('button', { name: m.Drawer.open });
    await pressOn(menu);
    const drawer = page.getByRole('dialog', { name: m.Drawer.title });
    await pressOn(drawer.getByRole('button', { name: m.Drawer.close }));
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();

    // Login: focus on the first field; Escape closes it and focus goes back to Login.
    const login = page.getByRole('banner').getByRole('link', { name: m.Header.login, exact: true });
    await pressOn(login);
    const loginDialog = page.getByRole('dialog', { name: m.Modals.login });
    await expect(loginDialog.getByLabel(m.Login.country)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(loginDialog).toHaveCount(0);
    await expect(login, await focused(page)).toBeFocused();

    // Sign in: number, Enter; the code's first box has focus; the code goes on its last digit.
    await pressOn(login);
    await expect(loginDialog.getByLabel(m.Login.country)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(loginDialog.getByLabel(m.Login.phone)).toBeFocused();
    await page.keyboard.type(phnNo);
    await page.keyboard.press('Enter');
    const otp = page.getByRole('dialog', { name: m.Modals.verifyOtp });
    const code = await latestCode(request, '971', phnNo);
    await expect(
      otp.getByLabel(m.Otp.digit.replace('{index}', '1').replace('{length}', String(code.length))),
    ).toBeFocused();
    await page.keyboard.type(code);

    // The profile: focus on the name (the number above it cannot be edited).
    const profile = page.getByRole('dialog', { name: m.Modals.createProfile });
    await expect(profile.getByLabel(m.CreateProfile.name)).toBeFocused();
    await page.keyboard.type(locale === 'ar' ? 'هالة عمر' : 'Hala Omar');
    await pressOn(profile.getByLabel(m.CreateProfile.email), 'End');
    await page.keyboard.type(`hala.${phnNo}@example.com`);
    // Enter without the terms accepted: the form says so and puts focus on the box; Space ticks it.
    await page.keyboard.press('Enter');
    const terms = profile.getByRole('checkbox', {
      name: formatMessage(locale, 'CreateProfile.acceptTerms'),
    });
    await expect(profile.getByText(m.CreateProfile.acceptTermsRequired)).toBeVisible();
    await expect(terms).toBeFocused();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await pressOn(profile.getByRole('button', { name: m.CreateProfile.submit }));
    await expect(profile).toHaveCount(0);
    // The profile made and its dialog gone, focus is on the page's heading (the Login link that
    // opened sign-in is gone with the guest), not at the top of the page.
    await expect(
      page.getByRole('heading', { level: 1, name: m.Pages.rewards }),
      await focused(page),
    ).toBeFocused();

    // My profile from the header, closed with Escape: focus back on the name in the header.
    const name = page.getByRole('link', {
      name: m.Header.openProfile.replace('{name}', locale === 'ar' ? 'هالة عمر' : 'Hala Omar'),
    });
    await pressOn(name);
    const myProfile = page.getByRole('dialog', { name: m.Modals.myProfile });
    await expect(myProfile).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(myProfile).toHaveCount(0);
    await expect(name).toBeFocused();

    // Transfer points from the keyboard: join KFC from a reward (its bonus), then move 50 AMRX
    // points. The Welcome fries cost 20 KFC points and the join brings 50: once joined, focus goes
    // on to Unlock, the step the join made possible, not back to the top of the page.
    const balances = async () =>
      (await bff<Balances>(page, 'loyalty-brands', { cCode: '+971', phnNo })).json.data.brands;
    await page.goto(`/${locale}/rewards`);
    await pressOn(
      page
        .getByRole('region', { name: m.Rewards.rewardsTitle, exact: true })
        .getByRole('link', { name: new RegExp(FRIES[locale]) }),
    );
    const reward = page.getByRole('dialog', { name: m.Modals.rewardDetail });
    await pressOn(
      reward.getByRole('button', { name: m.RewardUnlock.join.replace('{brand}', KFC[locale]) }),
    );
    const unlock = reward.getByRole('button', {
      name: formatMessage(locale, 'RewardUnlock.unlock', { points: 20 }),
    });
    await expect(unlock, await focused(page)).toBeFocused();
    expect((await balances()).KFC!.pointBalance).toBe(50);
    await page.goto(`/${locale}/exchange-points`);
    const from = page.getByRole('group', { name: m.Exchange.from });
    const to = page.getByRole('group', { name: m.Exchange.to });
    await pressOn(from.getByRole('radio', { name: /AMRX/ }), 'Space');
    await pressOn(to.getByRole('radio', { name: new RegExp(KFC[locale]) }), 'Space');
    await expect(to.getByRole('radio', { name: new RegExp(KFC[locale]) })).toBeChecked();
    const amount = page.getByRole('spinbutton', { name: m.Exchange.pointsLabel });
    await pressOn(amount, 'Control+A');
    await page.keyboard.type('50');
    await pressOn(page.getByRole('button', { name: m.Exchange.review }));
    // Focus goes to what to check next, not back to the top of the page.
    const summary = page.getByRole('heading', { name: m.Exchange.summaryTitle });
    await expect(summary, await focused(page)).toBeFocused();
    const confirm = page.getByRole('button', { name: m.Exchange.confirm });
    // Enabled once the quote is in.
    await expect(confirm).toBeEnabled();
    await pressOn(confirm);
    await expect(page.getByRole('status').filter({ has: page.getByRole('link') })).toBeFocused();
    await expect.poll(async () => (await balances()).AMRX!.pointBalance).toBe(50);
    expect((await balances()).KFC!.pointBalance).toBeGreaterThan(50);

    // The guided tour on a first visit to home: Escape ends it, and focus goes to the page's
    // heading (nothing had focus before the tour), not to the top of the page.
    await page.goto(`/${locale}/home`);
    const tour = page.locator('.driver-popover');
    await expect(tour).toBeVisible({ timeout: 10_000 });
    await expect(tour.getByRole('button', { name: m.Tour.skip })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tour).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: m.Pages.home }),
      await focused(page),
    ).toBeFocused();

    expect(errors).toEqual([]);
    await context.close();
  });
}
