import { expect, test } from './support/test';
import { MESSAGES } from './support/routes';
import { SESSION_COOKIE, signInAs } from './support/session';
import { expectNoAxeViolations } from './support/axe';

// docs/product.md §2 Path rules and §4 Language against the production server.

const noRedirect = { maxRedirects: 0 } as const;

test.describe('path rules', () => {
  test('the root redirects (307) to /{locale}, keeping the query string', async ({ request }) => {
    const response = await request.get('/?brand=KFC&channel=app', noRedirect);
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/en?brand=KFC&channel=app');
  });

  test('the root goes to the stored language', async ({ request }) => {
    const response = await request.get('/?brand=KFC', {
      ...noRedirect,
      headers: { cookie: 'language=ar' },
    });
    expect(response.headers().location).toBe('/ar?brand=KFC');
  });

  test('a KSA visitor defaults to Arabic and gets the KSA country cookie', async ({ request }) => {
    const response = await request.get('/', { ...noRedirect, headers: { cookie: 'country=KSA' } });
    expect(response.headers().location).toBe('/ar');
  });

  test('the country cookie is secure and same-site none, UAE by default', async ({ request }) => {
    const response = await request.get('/en/home', noRedirect);
    const cookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
    const country = cookies.find((c) => c.startsWith('country='));
    expect(country).toMatch(/^country=UAE;/);
    expect(country).toMatch(/Secure/);
    expect(country).toMatch(/SameSite=none/i);
  });

  test('an unsupported first segment goes to the stored language home, keeping the query', async ({
    request,
  }) => {
    let response = await request.get('/fr/rewards?x=1', noRedirect);
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/en/home?x=1');
    response = await request.get('/fr/rewards?x=1', {
      ...noRedirect,
      headers: { cookie: 'language=ar' },
    });
    expect(response.headers().location).toBe('/ar/home?x=1');
    response = await request.get('/rewards', noRedirect);
    expect(response.headers().location).toBe('/en/home');
  });

  test('an unknown path goes to home, keeping the query', async ({ request }) => {
    for (const path of [
      '/en/nowhere?a=1',
      '/en/rewards/detail/kfc?a=1',
      '/en/rewards/detail/k%20fc/1?a=1',
    ]) {
      const response = await request.get(path, noRedirect);
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe('/en/home?a=1');
    }
    const response = await request.get('/ar/nowhere', noRedirect);
    expect(response.headers().location).toBe('/ar/home');
  });

  test('an unknown path goes to the stored language, which it does not switch', async ({
    request,
  }) => {
    const response = await request.get('/en/nowhere?a=1', {
      ...noRedirect,
      headers: { cookie: 'language=ar' },
    });
    expect(response.headers().location).toBe('/ar/home?a=1');
    expect(
      response
        .headersArray()
        .some((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('language=')),
    ).toBe(false);
  });

  test('a missing page is worded in the stored language and drawn in the product style', async ({
    page,
  }) => {
    // A visit to an Arabic page stores Arabic; a missing file outside any language then uses it.
    await page.goto('/ar/home');
    for (const path of ['/ar/rewards/detail/KFC/a.b', '/nothing.txt']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(
        page.getByRole('heading', { level: 1, name: MESSAGES.ar.NotFound.title }),
      ).toBeVisible();
      const back = page.getByRole('link', { name: MESSAGES.ar.NotFound.back });
      await expect(back).toHaveAttribute('href', '/ar/home');
      // The theme's colour and the product's font, not the browser's defaults.
      expect(await back.evaluate((a) => getComputedStyle(a).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
      expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(
        /Rubik/i,
      );
      await expectNoAxeViolations(page, `not found ${path}`);
    }
  });

  test('a path language different from the stored one switches it', async ({ request }) => {
    const response = await request.get('/ar/rewards', {
      ...noRedirect,
      headers: { cookie: 'language=en' },
    });
    expect(response.status()).toBe(200);
    const cookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
    expect(cookies.some((c) => c.startsWith('language=ar;'))).toBe(true);
    const next = await request.get('/', { ...noRedirect, headers: { cookie: 'language=ar' } });
    expect(next.headers().location).toBe('/ar');
  });
});

test.describe('documents per locale', () => {
  test('/{locale} shows home', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('main h1')).toHaveText(MESSAGES.en.Pages.home);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('/ar/home is right to left Arabic', async ({ page }) => {
    await page.goto('/ar/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('main h1')).toHaveText(MESSAGES.ar.Pages.home);
  });

  test('the language toggle shows the other language and switches to it on the same page', async ({
    page,
  }) => {
    await page.goto('/en/rewards');
    await page.getByRole('link', { name: MESSAGES.en.LanguageToggle.otherLanguage }).click();
    await expect(page).toHaveURL(/\/ar\/rewards$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('link', { name: MESSAGES.ar.LanguageToggle.otherLanguage }),
    ).toHaveAttribute('lang', 'en');
  });

  test('the theme colours are CSS variables with the product defaults', async ({ page }) => {
    await page.goto('/en/home');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--theme-primary').trim(),
    );
    expect(primary.toUpperCase()).toBe('#E6353A');
  });
});

test.describe('access gates', () => {
  test('a guest on an auth-only page lands on the login modal over home', async ({
    page,
    request,
  }) => {
    const response = await request.get('/en/transaction-history', noRedirect);
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/en/login');
    await page.goto('/en/transaction-history');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a member on a guest-only modal goes home, keeping the query', async ({ page, request }) => {
    await signInAs(page, request);
    await page.goto('/ar/verify-otp?brand=KFC');
    await expect(page).toHaveURL(/\/ar\/home\?brand=KFC$/);
  });

  test('a tampered session cookie is a guest', async ({ page, context, request }) => {
    await signInAs(page, request);
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    const flipped =
      cookie!.value.slice(0, 40) +
      (cookie!.value[40] === 'A' ? 'B' : 'A') +
      cookie!.value.slice(41);
    await context.addCookies([{ ...cookie!, value: flipped }]);
    await page.goto('/en/exchange-points');
    await expect(page).toHaveURL(/\/en\/login$/);
  });
});
