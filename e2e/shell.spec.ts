import { expect, test } from './support/test';
import { MESSAGES } from './support/routes';
import { signInWithClientId } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';
import { failScript } from './support/scripts';

// docs/product.md §2 Main layout: bottom bar or footer, the side drawer, and the points widget.

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('show the bottom bar and no footer; the bar is hidden on FAQ', async ({ page }) => {
    const m = MESSAGES.en;
    await page.goto('/en/rewards');
    const bar = page.getByRole('navigation', { name: m.Nav.bottomNavigation });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(bar.getByRole('button', { name: m.Nav.rewards })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await bar.getByRole('button', { name: m.Nav.brands }).click();
    await expect(page).toHaveURL(/\/en\/brands$/);
    // docs/product.md §7: bottom-bar events reach the data layer with the visit's fields.
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'bottom_bar',
        event_action: 'brands',
        user_type: 'new',
        select_language: 'en',
        select_country: 'UAE',
        screen_name: 'rewards',
      }),
    );
    await expect(bar.getByRole('button', { name: m.Nav.brands })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/en/faq');
    await expect(page.getByRole('navigation', { name: m.Nav.bottomNavigation })).toHaveCount(0);
  });

  test('the drawer opens from the right in Arabic and closes when the path changes', async ({
    page,
  }) => {
    const m = MESSAGES.ar;
    await page.goto('/ar/home');
    await page.getByRole('button', { name: m.Drawer.open }).click();
    const drawer = page.getByRole('dialog', { name: m.Drawer.title });
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(400);
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(390);
    await expect(drawer.getByText(m.Drawer.guestPrompt)).toBeVisible();
    await expectNoAxeViolations(page, 'drawer (ar)');
    await drawer.getByRole('link', { name: m.Drawer.faq }).click();
    await expect(page).toHaveURL(/\/ar\/faq$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('on larger screens the footer shows and the drawer opens from the left', async ({ page }) => {
  const m = MESSAGES.en;
  await page.goto('/en/home');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: m.Nav.bottomNavigation })).toBeHidden();
  await page.getByRole('button', { name: m.Drawer.open }).click();
  const drawer = page.getByRole('dialog', { name: m.Drawer.title });
  await page.waitForTimeout(400);
  expect((await drawer.boundingBox())!.x).toBe(0);
});

test('the guest points widget invites to join; the member widget shows the points (en)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.en;
  await page.goto('/en/home');
  const widget = page.getByRole('region', { name: 'Rewards from every brand you love' });
  await expect(widget.getByText('Easy transfer')).toBeVisible();
  await expect(widget.getByText('Exclusive offers')).toBeVisible();
  await widget.getByRole('link', { name: 'Join now' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);

  await signInWithClientId(page, request, 'en', '+971', '501234567');
  await page.goto('/en/transaction-history');
  const member = page.getByRole('region', { name: 'Welcome back, Layla Haddad' });
  await expect(member.getByText(m.PointsWidget.totalPoints)).toBeVisible();
  const perBrand = member.locator('#brand-points');
  await expect(perBrand.getByRole('listitem').first()).toBeVisible();
  await member.getByRole('button', { expanded: true }).click();
  await expect(perBrand).toBeHidden();
  const events = await page.evaluate(() => window.dataLayer ?? []);
  expect(events).toContainEqual(
    expect.objectContaining({
      event: 'points_widget',
      event_action: 'view',
      user_type: 'existing',
      total_points: expect.any(Number),
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'points_widget', event_action: 'collapse' }),
  );
  await expectNoAxeViolations(page, 'member points widget');

  // The points are in the page as served, not a skeleton the browser fills in later.
  const served = (await (await page.request.get('/en/transaction-history')).text()).replace(
    /<script[\s\S]*?<\/script>/g,
    '',
  );
  const total = (await member.locator('.text-3xl').textContent())!;
  expect(served).toContain(`>${m.PointsWidget.totalPoints}</span>`);
  expect(served).toContain(`>${total}</span>`);
});

test('home offers: guests see every offer, members only those for their memberships (docs/product.md §6)', async ({
  page,
  request,
}) => {
  await page.goto('/en/home');
  const offers = page.getByRole('region', { name: 'Offers for you' });
  await expect(offers.getByRole('link', { name: /20% off any bucket/ })).toBeVisible();
  await expect(offers.getByRole('link', { name: /Join KFC rewards/ })).toBeVisible();
  await offers.getByRole('link', { name: /20% off any bucket/ }).click();
  await expect(page).toHaveURL(/\/en\/offer-detail\/kfc-bucket-20$/);
  const offer = page.getByRole('dialog', { name: 'Offer details' });
  await expect(offer).toBeVisible();
  // More than the card: what, where, until when and how to use it.
  const facts = offer.getByTestId('offer-facts');
  await expect(facts.locator('dt')).toHaveText(['What you get', 'Where', 'Until', 'How to use it']);
  await expect(facts).toContainText('In the KFC app and web shop');
  await expect(facts.locator('dd').nth(2)).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(facts).toContainText('signed in with the mobile number of your AMRX profile');
  await page.keyboard.press('Escape');

  // Layla is a KFC member: the KFC member offer stays, the KFC join offer goes.
  await signInWithClientId(page, request, 'en', '+971', '501234567');
  await expect(offers.getByRole('link', { name: /20% off any bucket/ })).toBeVisible();
  await expect(offers.getByRole('link', { name: /Join KFC rewards/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'home with offers (member)');
});

test.describe('small screens, signed in', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom bar is raised over the profile dialog and still navigates (ar)', async ({
    page,
    request,
  }) => {
    const m = MESSAGES.ar;
    await signInWithClientId(page, request, 'ar', '971', '501234567');
    await page
      .getByRole('navigation', { name: m.Nav.bottomNavigation })
      .getByRole('button', { name: m.Nav.profile })
      .click();
    const dialog = page.getByRole('dialog', { name: m.Modals.myProfile });
    await expect(dialog).toBeVisible();
    const raised = dialog.getByRole('navigation', { name: m.Nav.bottomNavigation });
    await expect(raised).toBeVisible();
    await expect(raised.getByRole('button', { name: m.Nav.profile })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page, 'profile dialog with the raised bottom bar');
    await raised.getByRole('button', { name: m.Nav.rewards }).click();
    await expect(page).toHaveURL(/\/ar\/rewards$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('links fetch nothing ahead on load: a route is fetched when its link is followed', async ({
  page,
}) => {
  const m = MESSAGES.en;
  const routeFetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') routeFetches.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/home');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(routeFetches).toEqual([]);
  await page.getByRole('link', { name: m.Footer.faq }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  expect(routeFetches).toContain('/en/faq');
});

test('a signed-in home renders the same in the browser as on the server: no hydration or console errors (en)', async ({
  page,
  request,
}) => {
  await signInWithClientId(page, request, 'en', '+971', '501234567');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/en/home');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(MESSAGES.en.PointsWidget.totalPoints)).toBeVisible();
  expect(errors).toEqual([]);
});

// components/ui/icon.tsx: the shell's icons are drawn, not typed as symbols whose look (or an empty
// box) depends on the phone's fonts. Arrows, shapes, dingbats and emoji must not reach the page as
// text; a country's flag, shown only in the drawer and the country picker, is the one exception.
test('the shell and the points widget show no symbol characters as icons, in either language', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithClientId(page, request, 'en', '+971', '501234567');
  for (const locale of ['en', 'ar'] as const) {
    await page.goto(`/${locale}/home`);
    await expect(page.getByText(MESSAGES[locale].PointsWidget.totalPoints)).toBeVisible();
    // The shell (header, bars) and the widget: a movement's − further down is its sign, no icon.
    const text = (
      await page
        .locator('header, nav, section[aria-labelledby="points-widget-title"]')
        .allInnerTexts()
    ).join('\n');
    expect(text.match(/[\u2190-\u2BFF]|\p{Extended_Pictographic}/gu)).toBeNull();
  }
});

// lib/server/first-paint.ts: the dates and times a member page first shows come formatted from the
// server, so the browser builds no Intl date format (25–35 ms of ICU loading) while it hydrates.
test('a member page formats no date in the browser while loading: the server formatted them (ar)', async ({
  page,
  request,
}) => {
  await signInWithClientId(page, request, 'ar', '+971', '501234567');
  await page.addInitScript(() => {
    const counted = window as unknown as { dateFormatsBuilt: number };
    counted.dateFormatsBuilt = 0;
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.dateFormatsBuilt++;
        return new target(...args);
      },
      apply(target, self, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.dateFormatsBuilt++;
        return target(...args);
      },
    });
  });
  // The demo member has points expiring within 30 days: the widget shows the date on each page.
  // One digit system: the points and the date both in Western digits; the points in the form
  // their count takes (نقطة واحدة, نقطتين, 3 نقاط, 11 نقطة).
  const expiring = page.getByText(
    /^تنتهي صلاحية (?:نقطة واحدة|نقطتين|[0-9][0-9,]* (?:نقاط|نقطة)) في [^٠-٩]+ [0-9]{4}$/,
  );
  const built = () =>
    page.evaluate(() => (window as unknown as { dateFormatsBuilt: number }).dateFormatsBuilt);
  for (const path of [
    '/ar/home',
    '/ar/rewards',
    '/ar/exchange-points',
    '/ar/transaction-history',
  ]) {
    await page.goto(path);
    await expect(expiring, path).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await built(), path).toBe(0);
  }
  // A member in Saudi Arabia reads the history's dates in Riyadh's zone (docs/product.md §9), not the default.
  await signInWithClientId(page, request, 'ar', '+966', '551234567');
  await page.context().addCookies([{ name: 'country', value: 'KSA', url: page.url() }]);
  await page.goto('/ar/transaction-history');
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await built()).toBe(0);
});

// The points widget's balances everywhere, the exchange form's limits (docs/product.md §5), the first page of
// the rewards and vouchers of the brand the listing opens on, the first page of the history, the
// balances per brand on /brands.
test('a member page reads its data once, on the server: the browser asks for none of it while loading (en)', async ({
  page,
  request,
}) => {
  await signInWithClientId(page, request, 'en', '+971', '501234567');
  const asked: string[] = [];
  page.on('request', (r) => {
    const call = /\/api\/amr-loyalty\/([a-z-]+)$/.exec(r.url())?.[1];
    if (call) asked.push(`${new URL(page.url()).pathname} ${call}`);
  });
  // Each page shows what it read, so a reader that never mounted cannot pass for one that did not ask.
  const shown = {
    '/en/home': page.getByText(MESSAGES.en.PointsWidget.totalPoints),
    '/en/rewards': page.getByTestId('rewards-list').getByRole('listitem').first(),
    '/en/transaction-history': page.getByRole('tabpanel').getByRole('listitem').first(),
    '/en/exchange-points': page.getByRole('spinbutton', { name: MESSAGES.en.Exchange.pointsLabel }),
  };
  for (const [path, content] of Object.entries(shown)) {
    await page.goto(path);
    await expect(content).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/en/brands');
  await expect(page.getByText(MESSAGES.en.Brands.member, { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    asked.filter((a) =>
      /loyalty-brands|transfer-limits|remaining-limit|reward-list|voucher-list|reward-history/.test(
        a,
      ),
    ),
  ).toEqual([]);
});

test('a menu whose script failed to arrive opens at a tap once the signal is back', async ({
  page,
}) => {
  const m = MESSAGES.en;
  const script = await failScript(page.context(), 'drawer-title');
  await page.goto('/en/home');
  const menu = page.getByRole('button', { name: m.Drawer.open });
  const drawer = page.getByRole('dialog', { name: m.Drawer.title });
  // Fetched at idle, and tried once more by the bundler: both fail. A tap asks again, and fails.
  await expect.poll(script.failed).toBeGreaterThanOrEqual(2);
  await expect(async () => {
    await menu.click();
    expect(script.failed()).toBeGreaterThanOrEqual(4);
  }).toPass();
  await expect(drawer).toHaveCount(0);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // The tap is not met with nothing: the page says the menu could not load.
  const notice = page.getByRole('status').filter({ hasText: m.Drawer.unavailable });
  await expect(notice).toBeVisible();
  // The member moves on (a tap on the page), the notice goes, and the signal is back. Reaching for the button (no
  // tap) fetches it; the failed taps do not open it now, over whatever the member does.
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(notice).toHaveCount(0);
  script.release();
  await page.mouse.move(600, 500);
  await menu.hover();
  const closedDrawer = page.locator('dialog[aria-labelledby="drawer-title"]');
  await expect(closedDrawer).toBeAttached();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(closedDrawer).not.toHaveAttribute('open');
  // A tap opens it.
  await menu.click();
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});
