import type { Locator, Page, TestInfo } from '@playwright/test';
import { clientAddressFor, expect, test } from './support/test';
import { MESSAGES, type TestLocale } from './support/routes';
import { newUaeNumber } from './support/outbox';
import { newMemberWithPoints } from './support/points';

// The smallest phones the app is drawn for (320 × 640) and a common one (390 × 844), in both
// languages: from the first visit's consent, through login and the code, to home, history,
// exchange points, rewards and the wallet, nothing runs past the screen's sides, no button's words
// are cut, and each page's own content starts on the first screen, clear of the bottom bar and
// its raised AMRX button (app/globals.css --bottom-bar-clearance). A screenshot of each first
// screen goes to the test's output folder for a person to look at.

const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
] as const;

/** The name e2e/support/points.ts gives its new member. */
const MEMBER_NAME = { en: 'Salma Nasser', ar: 'سلمى ناصر' } as const;

type Overflow = { scrollWidth: number; innerWidth: number; outside: string[]; cut: string[] };

/**
 * What runs past the screen's sides: the document's width, and each visible element's box as
 * far as its clipping ancestors let it show (a horizontally scrolled row of chips is clipped by
 * its row). A dialog never scrolls sideways. And every visible button (and button-like link)
 * whose words are wider than its box.
 */
function measureOverflow(): Overflow {
  const innerWidth = window.innerWidth;
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}> "${text}"`;
  };
  const outside: string[] = [];
  const cut: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) continue;
    // Sonner's list is as wide as the screen, set off by its margin; its toasts are checked.
    if (element.hasAttribute('data-sonner-toaster')) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    // Words for screen readers only (the skip link until it has focus) are clipped to nothing.
    if (element.closest('.sr-only')) continue;
    const box = element.getBoundingClientRect();
    // Empty boxes, and the 1 px ones that carry words for screen readers only.
    if (box.width <= 1 || box.height <= 1) continue;
    let left = box.left;
    let right = box.right;
    for (
      let parent = element.parentElement;
      parent && parent !== document.body && parent !== document.documentElement;
      parent = parent.parentElement
    ) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    if (right - left > 0 && (left < -1 || right > innerWidth + 1))
      outside.push(`${name(element)} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
    if (element instanceof HTMLDialogElement && element.scrollWidth > element.clientWidth + 1)
      outside.push(`${name(element)} scrolls sideways: ${element.scrollWidth}`);
    const buttonLike =
      element instanceof HTMLButtonElement ||
      (element instanceof HTMLAnchorElement && element.classList.contains('rounded-full'));
    if (buttonLike && element.scrollWidth > element.clientWidth + 1)
      cut.push(`${name(element)} ${element.scrollWidth} > ${element.clientWidth}`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth, outside, cut };
}

/**
 * One digit system, and padding only for a figure alone (docs/product.md §5 Points display): no
 * Arabic-Indic digit on the page, and no zero-padded number beside a unit word ("020 نقطة").
 */
async function expectNumbersAsWritten(page: Page, what: string) {
  const text = await page.locator('body').innerText();
  expect(text.match(/[\u0660-\u0669\u06f0-\u06f9]+/g), `${what}: Arabic-Indic digits`).toBeNull();
  expect(
    text.match(/(?<![\d,.])0\d+\s*(?:points?|نقطة|نقاط|نقطتان)/g),
    `${what}: a padded figure beside its unit`,
  ).toBeNull();
}

async function expectFits(page: Page, what: string) {
  const measured = await page.evaluate(measureOverflow);
  expect(measured.scrollWidth, `${what}: the document's width`).toBeLessThanOrEqual(
    measured.innerWidth,
  );
  expect(measured.outside, `${what}: boxes past the screen's sides`).toEqual([]);
  expect(measured.cut, `${what}: buttons whose words are cut`).toEqual([]);
  await expectNumbersAsWritten(page, what);
}

/** How many lines an element's words take. */
const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => rect.top)
      .sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 4).length;
  });

/** Where the bottom bar's reach begins: its top, or its raised AMRX button's, the higher. */
async function barTop(page: Page, locale: TestLocale) {
  const bar = page.getByRole('navigation', { name: MESSAGES[locale].Nav.bottomNavigation });
  return bar.evaluate((nav) =>
    Math.min(
      nav.getBoundingClientRect().top,
      ...[...nav.querySelectorAll('[aria-hidden="true"]')].map(
        (mark) => mark.getBoundingClientRect().top,
      ),
    ),
  );
}

/** The page's own first content is on the first screen, above the bottom bar and its button. */
async function expectOnFirstScreen(page: Page, locale: TestLocale, first: Locator, what: string) {
  await expect(first).toBeVisible();
  const box = (await first.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, `${what}: starts on the first screen`).toBeLessThan(viewport.height);
  expect(box.y + box.height, `${what}: clear of the bottom bar`).toBeLessThanOrEqual(
    await barTop(page, locale),
  );
}

/** Scrolled to its end, the page's last words and pictures stay clear of the bar's AMRX button. */
async function expectClearAtTheEnd(page: Page, locale: TestLocale, what: string) {
  await expect(async () => {
    const lowest = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const main = document.getElementById('main')!;
      let bottom = 0;
      for (const element of main.querySelectorAll('*')) {
        if (element.closest('dialog')) continue;
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const box = element.getBoundingClientRect();
        if (box.width > 1 && box.height > 1) bottom = Math.max(bottom, box.bottom);
      }
      return bottom;
    });
    expect(lowest, `${what}: the end of the page under the bar`).toBeLessThanOrEqual(
      await barTop(page, locale),
    );
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** "+971 …" reads left to right in Arabic too: the plus drawn before the digits. */
async function expectPlusFirst(number: Locator, what: string) {
  const [plus, digit] = await number.evaluate((element) =>
    [0, 1].map((at) => {
      const range = document.createRange();
      range.setStart(element.firstChild!, at);
      range.setEnd(element.firstChild!, at + 1);
      return range.getBoundingClientRect().left;
    }),
  );
  expect(plus!, `${what}: the plus left of the digits`).toBeLessThan(digit!);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });
}

for (const locale of ['ar', 'en'] as const) {
  const m = MESSAGES[locale];
  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;

    test(`at ${size} every screen fits the phone and starts with its own content (${locale})`, async ({
      page,
      request,
      browser,
    }, testInfo) => {
      test.setTimeout(150_000);
      const name = (screen: string) => `${screen}-${locale}-${size}`;
      await page.setViewportSize(viewport);

      // A first visit: the consent fills the screen, in the programme's colour and mark.
      const visitor = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport,
        storageState: { cookies: [], origins: [] },
        extraHTTPHeaders: { 'x-forwarded-for': clientAddressFor(testInfo, 1) },
      });
      const first = await visitor.newPage();
      await first.goto(`/${locale}/home`);
      const consent = first.getByRole('dialog', { name: m.CookieConsent.title });
      await expect(consent.getByRole('button', { name: m.CookieConsent.accept })).toBeVisible();
      await expect(consent.locator('svg').first()).toBeVisible();
      expect(
        await consent.evaluate((element) => getComputedStyle(element).backgroundColor),
      ).not.toBe('rgb(255, 255, 255)');
      await expectFits(first, 'consent');
      await shot(first, testInfo, name('consent'));
      await visitor.close();

      // Login, as a guest: the header's Login on one line, the calling code whole.
      await page.goto(`/${locale}/login`);
      const login = page.getByRole('dialog', { name: m.Modals.login });
      await expect(login).toBeVisible();
      // By its address: under the open dialog the header is inert.
      const headerLogin = page.locator(`header a[href="/${locale}/login"]`);
      await expect(headerLogin).toHaveText(m.Header.login);
      await expect(headerLogin).toBeVisible();
      expect(await lines(headerLogin), 'the header Login on one line').toBe(1);
      const code = login.locator('bdi', { hasText: '+971' });
      await expect(code).toHaveText('+971');
      await expectPlusFirst(code, 'the calling code');
      const select = login.getByLabel(m.Login.country);
      const [codeBox, selectBox] = [await code.boundingBox(), await select.boundingBox()];
      expect(codeBox!.x).toBeGreaterThanOrEqual(selectBox!.x);
      expect(codeBox!.x + codeBox!.width).toBeLessThanOrEqual(selectBox!.x + selectBox!.width);
      await expectFits(page, 'login');
      await shot(page, testInfo, name('login'));

      // The code: its boxes share the dialog's width.
      await login.getByLabel(m.Login.phone).fill(newUaeNumber());
      await login.getByRole('button', { name: m.Login.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/verify-otp$`));
      const otp = page.getByRole('dialog', { name: m.Modals.verifyOtp });
      const boxes = otp.getByRole('group').getByRole('textbox');
      await expect(boxes.first()).toBeVisible();
      const dialogBox = (await otp.boundingBox())!;
      for (const box of await boxes.all()) {
        const at = (await box.boundingBox())!;
        expect(at.x).toBeGreaterThanOrEqual(dialogBox.x);
        expect(at.x + at.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
      }
      await expectPlusFirst(otp.locator('bdi'), 'the number the code went to');
      await expectFits(page, 'verify-otp');
      await shot(page, testInfo, name('verify-otp'));

      // A new member of their own, with points at two brands.
      const member = await newMemberWithPoints(page, request, locale);
      await member.enrol('KFC');
      await member.earn('AMRX', 250);
      await member.earn('KFC', 80);

      // Home: the widget first, the name in the header, the bar's labels short enough.
      await page.goto(`/${locale}/home`);
      await expect(page.getByRole('button', { name: m.PointsWidget.totalPoints })).toBeVisible();
      await expectOnFirstScreen(page, locale, page.locator('#points-widget-title'), 'home');
      const profile = page.getByRole('link', {
        name: m.Header.openProfile.replace('{name}', MEMBER_NAME[locale]),
      });
      const shownName = profile.locator('span');
      await expect(shownName).toBeVisible();
      const room = await shownName.evaluate((span) => ({
        shown: span.clientWidth,
        whole: span.scrollWidth,
      }));
      // Cut with an ellipsis where the header is full, but never to nothing: a few letters at
      // 320 px, more at 390 px (where the wallet button also shows its word).
      expect(room.shown, 'some of the name shows').toBeGreaterThan(viewport.width >= 390 ? 40 : 12);
      if (room.whole > room.shown)
        expect(await shownName.evaluate((span) => getComputedStyle(span).textOverflow)).toBe(
          'ellipsis',
        );
      const bar = page.getByRole('navigation', { name: m.Nav.bottomNavigation });
      const brands = bar.getByRole('button', { name: m.Nav.brands });
      await expect(brands).toHaveText(m.Nav.brandsShort);
      expect(await lines(brands.locator('span')), 'the brands label on one line').toBe(1);
      await expectFits(page, 'home');
      await shot(page, testInfo, name('home'));
      await expectClearAtTheEnd(page, locale, 'home');

      // Transaction history, exchange points and rewards: the widget compact, the page first.
      const pages = [
        { path: 'transaction-history', title: m.Pages.transactionHistory },
        { path: 'exchange-points', title: m.Pages.exchangePoints },
        { path: 'rewards', title: m.Pages.rewards },
      ];
      for (const { path, title } of pages) {
        await page.goto(`/${locale}/${path}`);
        const heading = page.getByRole('heading', { level: 1, name: title });
        await expectOnFirstScreen(page, locale, heading, path);
        if (path === 'transaction-history')
          await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
        if (path === 'exchange-points') {
          // With no amount, Review is plainly off: grey, and the cursor says so.
          const amount = page.getByRole('spinbutton', { name: m.Exchange.pointsLabel });
          await amount.fill('');
          const review = page.getByRole('button', { name: m.Exchange.review });
          await expect(review).toBeDisabled();
          const look = await review.evaluate((button) => {
            const style = getComputedStyle(button);
            const [r, g, b] = style.backgroundColor.match(/\d+/g)!.map(Number);
            return { cursor: style.cursor, grey: Math.max(r!, g!, b!) - Math.min(r!, g!, b!) };
          });
          expect(look.cursor).toBe('not-allowed');
          expect(look.grey, 'a grey, not a pale red').toBeLessThanOrEqual(8);
        }
        await expectFits(page, path);
        await shot(page, testInfo, name(path));
        await expectClearAtTheEnd(page, locale, path);
      }

      // The wallet, from the header: the member card and the vouchers.
      const wallet = page.getByRole('dialog', { name: m.Wallet.title });
      await expect(async () => {
        await page.getByTestId('open-wallet').click();
        await expect(wallet).toBeVisible({ timeout: 1_000 });
      }).toPass();
      // Its parts load after it opens: the card's code, then the vouchers.
      await expect(wallet.getByRole('img', { name: m.Wallet.cardQrLabel })).toBeVisible();
      await expect(wallet.getByRole('heading', { name: m.Wallet.vouchers })).toBeVisible();
      await expectFits(page, 'wallet');
      await shot(page, testInfo, name('wallet'));
    });
  }
}
