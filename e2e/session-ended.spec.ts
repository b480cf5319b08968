import { type Browser, type Cookie, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { bff } from './support/bff';
import { latestCode, newUaeNumber } from './support/outbox';
import { MESSAGES } from './support/routes';
import { SESSION_COOKIE, signInAs } from './support/session';

// docs/quality.md §2 items 10 and 27: a session cookie copied before the session ended (logout here,
// removal from another device, account deletion) renders a guest page that shows nothing of the
// member, says they were signed out, and is then cleared.

const m = MESSAGES.en;

/** A new member, signed in through the BFF's calls as the sign-in screens make them. */
async function newMember(page: Page, request: Parameters<typeof latestCode>[0], name: string) {
  const phnNo = newUaeNumber();
  await page.goto('/offline.html');
  const phone = { cCode: '+971', phnNo };
  expect((await bff(page, 'login', phone)).status).toBe(201);
  expect(
    (await bff(page, 'verify-otp', { otp: await latestCode(request, '971', phnNo) })).status,
  ).toBe(211);
  // The profile signs the session in: the BFF makes amr-auth itself.
  expect(
    (
      await bff(page, 'profile', {
        name,
        email: `copied.${phnNo}@example.com`,
        acceptTerms: true,
      })
    ).status,
  ).toBe(200);
  return phone;
}

/** A browser that has only the copied cookies. */
async function withCopiedCookies(browser: Browser, cookies: Cookie[], baseURL: string) {
  const context = await browser.newContext({ baseURL, storageState: { cookies, origins: [] } });
  return { context, page: await context.newPage() };
}

const scenarios: {
  ending: string;
  end: (
    page: Page,
    request: Parameters<typeof latestCode>[0],
    phone: { cCode: string; phnNo: string },
  ) => Promise<void>;
}[] = [
  {
    ending: 'logout',
    end: async (page) => expect((await bff(page, 'logout', {})).status).toBe(200),
  },
  {
    ending: 'removal from another device',
    end: async (page, request, phone) => {
      const other = await page
        .context()
        .browser()!
        .newContext({ baseURL: new URL(page.url()).origin });
      const otherPage = await other.newPage();
      await signInAs(otherPage, request, phone);
      const { json } = await bff<{
        ssoInfo: { logins: { sessionId: string; isCurrentDevice: boolean }[] };
      }>(otherPage, 'sso-sessions', {});
      const first = json.data.ssoInfo.logins.find((login) => !login.isCurrentDevice)!;
      expect((await bff(otherPage, 'remove-session', { sessionId: first.sessionId })).status).toBe(
        200,
      );
      await other.close();
    },
  },
  {
    ending: 'account deletion',
    end: async (page) =>
      expect((await bff(page, 'amr-delete', { comment: 'Moving away' })).status).toBe(200),
  },
];

for (const { ending, end } of scenarios) {
  test(`a cookie copied before ${ending} renders a guest page with neither name nor phone`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const name = 'Rania Fares';
    const phone = await newMember(page, request, name);
    const copied = await page.context().cookies();
    expect(copied.some((c) => c.name === SESSION_COOKIE)).toBe(true);
    await end(page, request, phone);

    const { context, page: replay } = await withCopiedCookies(browser, copied, baseURL!);
    // A members-only modal first: the guest is sent to sign in. Then home, before the cookie goes.
    for (const [path, lands] of [
      ['/en/my-profile', /\/en\/login$/],
      ['/en/home', /\/en\/home$/],
    ] as const) {
      await replay.context().addCookies(copied);
      const response = await replay.goto(path);
      const html = await response!.text();
      expect(html, path).not.toContain(name);
      expect(html, path).not.toContain(phone.phnNo);
      await expect(replay, path).toHaveURL(lands);
      await expect(
        replay.getByRole('status').filter({ hasText: m.SignedOut.message }),
        path,
      ).toBeVisible();
      // No retry toast that could only repeat itself (docs/product.md §2 Snackbar with REFRESH).
      await expect(replay.getByRole('button', { name: m.ApiErrors.refresh }), path).toHaveCount(0);
      await expect(
        replay.getByRole('banner').getByRole('link', { name: m.Header.login, exact: true }),
        path,
      ).toBeVisible();
      // The page had the copied cookie cleared: the browser holds no session any more. Waiting
      // for it also keeps this page's clearing from landing after the cookie is copied back in.
      await expect
        .poll(async () => (await context.cookies()).some((c) => c.name === SESSION_COOKIE), {
          message: path,
        })
        .toBe(false);
    }
    await context.close();
  });
}

test('a member whose session ends while a page is open is told on the next page', async ({
  page,
  request,
}) => {
  const phone = await newMember(page, request, 'Samir Haddad');
  await page.goto('/en/brands');
  await expect(
    page.getByRole('link', { name: m.Header.openProfile.replace('{name}', 'Samir Haddad') }),
  ).toBeVisible();
  // Another device logs this one out.
  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await signInAs(otherPage, request, phone);
  const { json } = await bff<{
    ssoInfo: { logins: { sessionId: string; isCurrentDevice: boolean }[] };
  }>(otherPage, 'sso-sessions', {});
  const mine = json.data.ssoInfo.logins.find((login) => !login.isCurrentDevice)!;
  expect((await bff(otherPage, 'remove-session', { sessionId: mine.sessionId })).status).toBe(200);
  await other.close();

  await page
    .getByRole('navigation', { name: m.Header.mainNavigation })
    .getByRole('link', { name: m.Nav.rewards })
    .click();
  await expect(page).toHaveURL(/\/en\/rewards$/);
  await expect(page.getByRole('status').filter({ hasText: m.SignedOut.message })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: m.Header.login, exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Samir Haddad')).toHaveCount(0);
});

for (const locale of ['en', 'ar'] as const) {
  test(`a dotted path under ${locale} gets the policy and the not-found page`, async ({ page }) => {
    const response = await page.goto(`/${locale}/rewards/detail/KFC/a.b`);
    // The page streams its head before the id is read, so its status stays 200; what matters is
    // that it went through the middleware (its policy) and says the page does not exist.
    expect(response!.headers()['content-security-policy']).toMatch(/script-src [^;]*'nonce-/);
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES[locale].NotFound.title }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}
