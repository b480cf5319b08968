import { expect, test } from './support/test';
import { MESSAGES } from './support/routes';
import { expectNoAxeViolations } from './support/axe';

// docs/product.md §2 and §4 Cookie consent.
test.use({ storageState: { cookies: [], origins: [] } });

test('a first visit asks for consent; accepting stores it for 365 days (en)', async ({
  page,
  context,
}) => {
  const m = MESSAGES.en.CookieConsent;
  await page.goto('/en/home');
  const consent = page.getByRole('dialog', { name: m.title });
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
    'href',
    '/en/cookie-policy',
  );
  await expect(consent.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/en/privacy-policy',
  );
  await expectNoAxeViolations(page, 'cookie consent');
  await consent.getByRole('button', { name: m.accept }).click();
  await expect(consent).toHaveCount(0);
  // The page writes the cookie; the browser's store has it a moment later.
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'cookie_consent_accepted'))
    .toBe(true);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent_accepted');
  expect(cookie?.value).toBe('true');
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  await page.reload();
  await expect(page.getByRole('dialog', { name: m.title })).toHaveCount(0);
});

test('consent is full-screen on small screens, in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/rewards');
  const box = (await page
    .getByRole('dialog', { name: MESSAGES.ar.CookieConsent.title })
    .boundingBox())!;
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
});

// app/globals.css: on a small screen nothing under the full-screen consent is laid out, painted or
// fetched lazily until the visitor answers; then the page is all there.
test('on a small screen the page under the consent waits for the answer (ar)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.goto('/ar/home');
  const consent = page.getByRole('dialog', { name: MESSAGES.ar.CookieConsent.title });
  await expect(consent).toBeVisible();
  const rendered = () => page.locator('#main').evaluate((main) => main.checkVisibility());
  expect(await rendered()).toBe(false);
  await page.waitForLoadState('networkidle');
  // The offers' pictures are lazy: with nothing laid out under the consent, none is in view.
  const lazy = await page
    .locator('#main img[loading="lazy"]')
    .evaluateAll((images) =>
      images.map((image) => new URL((image as HTMLImageElement).src).pathname),
    );
  expect(lazy.length).toBeGreaterThan(0);
  expect(pictures.filter((picture) => lazy.includes(picture))).toEqual([]);

  await consent.getByRole('button', { name: MESSAGES.ar.CookieConsent.accept }).click();
  await expect(consent).toHaveCount(0);
  expect(await rendered()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.ar.Pages.home })).toBeVisible();
  await expect
    .poll(() => pictures.filter((picture) => lazy.includes(picture)).length)
    .toBeGreaterThan(0);
});

test('consent is not asked on the policy and account pages', async ({ page }) => {
  for (const path of [
    '/en/cookie-policy',
    '/en/privacy-policy',
    '/en/terms-and-conditions',
    '/ar/terms',
    '/ar/privacy',
    '/en/fingerprint',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('dialog', { name: /cookies|ملفات تعريف الارتباط/ }),
      path,
    ).toHaveCount(0);
  }
});

// A shared link to a dialog (login) or to a members-only page on a first visit: the banner is
// answered first, then the dialog the visitor opened is there, with its first field focused.
for (const [path, viewport] of [
  ['/en/login', { width: 390, height: 844 }],
  ['/ar/login', { width: 390, height: 844 }],
  ['/en/transaction-history', { width: 390, height: 844 }],
  ['/en/login', { width: 1280, height: 800 }],
] as const) {
  test(`consent is answered first, then ${path} opens its dialog (${viewport.width} px)`, async ({
    page,
    context,
  }) => {
    const locale = path.startsWith('/ar') ? 'ar' : 'en';
    const m = MESSAGES[locale];
    await page.setViewportSize(viewport);
    await page.goto(path);
    const consent = page.getByRole('dialog', { name: m.CookieConsent.title });
    await consent.getByRole('button', { name: m.CookieConsent.accept }).click();
    await expect(consent).toHaveCount(0);
    // The page writes the cookie; the browser's store has it a moment later.
    await expect
      .poll(
        async () =>
          (await context.cookies()).find((c) => c.name === 'cookie_consent_accepted')?.value,
      )
      .toBe('true');
    const login = page.getByRole('dialog', { name: m.Modals.login });
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
    await expect(login.getByLabel(m.Login.country)).toBeFocused();
  });
}

// On a larger screen the page stays usable under the banner: a tap on the menu waits for the
// answer, and the banner asks for it (focus on its button), so the tap is not met with nothing.
for (const locale of ['en', 'ar'] as const) {
  test(`a tap on the menu while consent waits goes to the banner, then the menu opens (${locale})`, async ({
    page,
  }) => {
    const m = MESSAGES[locale];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}/home`);
    const consent = page.getByRole('dialog', { name: m.CookieConsent.title });
    const accept = consent.getByRole('button', { name: m.CookieConsent.accept });
    await page.getByRole('button', { name: m.Drawer.open }).click();
    await expect(accept).toBeFocused();
    await expect(page.getByRole('dialog', { name: m.Drawer.title })).toHaveCount(0);
    await accept.click();
    await expect(consent).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: m.Drawer.title })).toBeVisible();
  });
}
