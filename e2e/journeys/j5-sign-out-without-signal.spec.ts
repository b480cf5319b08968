import { expect, test } from '../support/test';
import { LOCALES, MESSAGES } from '../support/routes';
import { newMemberOnPhone, profileLink, screenshot } from './phone';

// J5, at its end (docs/product.md §4 Logout): the member signs out of a shared phone with no signal.
// The service cannot be told, and the session cookie is the server's to clear; the phone forgets
// the member at once (the wallet with its card secret and voucher codes, the saved pages), however
// the dialog is closed, and once the signal is back the next page ends the session and is a
// guest's, with nothing of the member kept.

const NAMES = { en: 'Reem Otaibi', ar: 'ريم العتيبي' } as const;

for (const locale of LOCALES) {
  test(`J5: signing out with no signal leaves nothing of the member on the phone (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    const m = MESSAGES[locale];
    const name = NAMES[locale];
    const { phone, page } = await newMemberOnPhone(browser, request, testInfo, locale, name);
    // What the phone keeps of the member: the wallet, and saved pages that show them (by name).
    // A guest's page the worker saves once the member is gone is no part of them: the next
    // page's save may land after the forgetting. Asked again while the app moves to the next page.
    const kept = () =>
      page
        .evaluate(async (member) => {
          const saved = (await caches.has('member-pages'))
            ? await caches.open('member-pages')
            : null;
          const bodies = saved
            ? await Promise.all(
                (await saved.keys()).map(async (r) => (await saved.match(r))?.text() ?? ''),
              )
            : [];
          return {
            wallet: Object.keys(localStorage).some((k) => k.startsWith('amrx.wallet.')),
            pages: bodies.some((body) => body.includes(member)),
          };
        }, name)
        .catch(() => 'navigating');
    // Home once more through the service worker, which saves it.
    await expect
      .poll(() => page.evaluate(() => !!navigator.serviceWorker?.controller), { timeout: 20_000 })
      .toBe(true);
    await page.reload();
    await expect.poll(kept).toEqual({ wallet: true, pages: true });

    await profileLink(phone, locale, name).tap();
    await page.getByRole('dialog').getByRole('link', { name: m.MyProfile.logout }).tap();
    const logout = page.getByRole('dialog', { name: m.Modals.logout });
    await expect(logout.getByText(m.Logout.confirm)).toBeVisible();
    // The signal goes as the member taps Logout: refused, and the phone forgets at once.
    await phone.context.setOffline(true);
    await logout.getByRole('button', { name: m.Logout.submit }).tap();
    await expect(logout.getByText(m.Logout.failed)).toBeVisible();
    await expect.poll(kept).toEqual({ wallet: false, pages: false });
    await screenshot(page, testInfo.outputPath(`j5-sign-out-refused-${locale}.png`));
    await page.keyboard.press('Escape');
    await expect(logout).toHaveCount(0);

    // The signal is back: the next page sends the sign-out, and is a guest's.
    await phone.context.setOffline(false);
    await page.goto(`/${locale}/home`);
    await expect(
      page.getByRole('banner').getByRole('link', { name: m.Header.login, exact: true }),
    ).toBeVisible();
    await expect(profileLink(phone, locale, name)).toHaveCount(0);
    await expect(page.getByText(name)).toHaveCount(0);
    await expect.poll(kept).toEqual({ wallet: false, pages: false });
    await screenshot(page, testInfo.outputPath(`j5-signed-out-after-signal-${locale}.png`));
    // Only the refused sign-out and the pages asked for offline failed, and the balances the
    // member's page asked for as it opened, just before its sign-out reached the service (one 401).
    const unexpected = phone.errors.filter(
      (e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::|offline/i.test(e),
    );
    expect(unexpected.filter((e) => !/status of 401/.test(e))).toEqual([]);
    expect(unexpected.length).toBeLessThanOrEqual(1);
    await phone.context.close();
  });
}
