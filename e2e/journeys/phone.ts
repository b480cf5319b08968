import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { latestCode, newUaeNumber } from '../support/outbox';
import { formatMessage, MESSAGES, type TestLocale } from '../support/routes';
import { PHONE_SCREEN } from '../support/phone-screen';
import { clientAddressFor } from '../support/test';

// A member's phone for the journeys of e2e/journeys/: a fresh browser profile (no cookies, no
// storage, no service worker) at 390×844 with touch, which fails its journey on any console
// error. Everything the member does on it is a tap or typing on the screen.

export type Phone = {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
};

export async function openPhone(
  browser: Browser,
  testInfo: TestInfo,
  locale: TestLocale,
  device = 0,
  screen: 'phone' | 'desktop' = 'phone',
): Promise<Phone> {
  const context = await browser.newContext({
    // A desktop (J11) is 1280×800 with a keyboard and a mouse, no touch.
    ...(screen === 'phone' ? PHONE_SCREEN : { viewport: { width: 1280, height: 800 } }),
    baseURL: testInfo.project.use.baseURL,
    locale: locale === 'ar' ? 'ar-AE' : 'en-AE',
    storageState: { cookies: [], origins: [] },
    // Two phones of one member are two clients to the service (e2e/support/test.ts).
    extraHTTPHeaders: { 'x-forwarded-for': clientAddressFor(testInfo, device + 1) },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { page, context, errors };
}

/** The member's first screen: the page, its cookie banner accepted and the guided tour skipped. */
export async function arrive(phone: Phone, locale: TestLocale, path = '/home') {
  const m = MESSAGES[locale];
  const { page } = phone;
  await page.goto(`/${locale}${path}`);
  const consent = page.getByRole('dialog', { name: m.CookieConsent.title });
  await consent.getByRole('button', { name: m.CookieConsent.accept }).tap();
  await expect(consent).toHaveCount(0);
  if (path === '/home') await skipTour(phone, locale);
}

/** docs/product.md §4 Tour: a second after a first visit to home, the guided tour; the member skips it. */
export async function skipTour(phone: Phone, locale: TestLocale) {
  const skip = phone.page
    .locator('.driver-popover')
    .getByRole('button', { name: MESSAGES[locale].Tour.skip });
  await skip.tap({ timeout: 10_000 });
  await expect(phone.page.locator('.driver-popover')).toHaveCount(0);
}

/** From any page with the header: Login, the number, the code from the SMS, Verify. */
export async function signIn(
  phone: Phone,
  request: APIRequestContext,
  locale: TestLocale,
  phnNo: string,
) {
  const m = MESSAGES[locale];
  const { page } = phone;
  await page.getByRole('banner').getByRole('link', { name: m.Header.login, exact: true }).tap();
  await enterNumberAndCode(phone, request, locale, phnNo);
}

/** The login and code dialogs, as the member fills them in. */
export async function enterNumberAndCode(
  phone: Phone,
  request: APIRequestContext,
  locale: TestLocale,
  phnNo: string,
) {
  const m = MESSAGES[locale];
  const { page } = phone;
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(m.Modals.login);
  const before = await latestCode(request, '971', phnNo).catch(() => undefined);
  await dialog.getByLabel(m.Login.phone).fill(phnNo);
  // One code per number every 30 seconds, whichever phone asks: a member signing in again right
  // after another of their phones did is told to wait, and taps again once the wait is over. The
  // browser logs that refusal (a 429) as an error; it is the product working, not a fault.
  const seen = phone.errors.length;
  await expect(async () => {
    if (await dialog.getByRole('heading', { level: 2, name: m.Modals.login }).isVisible()) {
      await dialog.getByRole('button', { name: m.Login.submit }).tap();
    }
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(m.Modals.verifyOtp, {
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000, intervals: [5_000] });
  phone.errors.splice(
    seen,
    Infinity,
    ...phone.errors.slice(seen).filter((e) => !e.includes('status of 429')),
  );
  const code = await latestCode(request, '971', phnNo, before);
  // The code goes as its last digit arrives: no tap on Verify.
  await dialog
    .getByLabel(m.Otp.digit.replace('{index}', '1').replace('{length}', String(code.length)))
    .fill(code);
  await expect(page).not.toHaveURL(/\/verify-otp$/);
}

/** A new number's profile, on the create-profile dialog the code led to. */
export async function createProfile(phone: Phone, locale: TestLocale, name: string, email: string) {
  const m = MESSAGES[locale];
  const dialog = phone.page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(m.Modals.createProfile);
  await dialog.getByLabel(m.CreateProfile.name).fill(name);
  await dialog.getByLabel(m.CreateProfile.email).fill(email);
  // The terms and the privacy policy, accepted with the box that starts unticked.
  const terms = dialog.getByRole('checkbox', {
    name: formatMessage(locale, 'CreateProfile.acceptTerms'),
  });
  await expect(terms).not.toBeChecked();
  await terms.tap();
  await expect(terms).toBeChecked();
  await dialog.getByRole('button', { name: m.CreateProfile.submit }).tap();
  await expect(phone.page.getByRole('dialog', { name: m.Modals.createProfile })).toHaveCount(0);
}

/** The member's name in the header: the link to their profile. */
export const profileLink = (phone: Phone, locale: TestLocale, name: string) =>
  phone.page.getByRole('link', {
    name: MESSAGES[locale].Header.openProfile.replace('{name}', name),
  });

/** The bottom bar's item, as a thumb finds it. */
export function bottomBar(
  phone: Phone,
  locale: TestLocale,
  item: 'home' | 'rewards' | 'exchangePoints' | 'brands' | 'profile',
) {
  const bar = phone.page.getByRole('navigation', { name: MESSAGES[locale].Nav.bottomNavigation });
  const name = MESSAGES[locale].Nav[item];
  return bar.getByRole('button', { name }).or(bar.getByRole('link', { name }));
}

/** A new member on a fresh phone: home, Login, the code, the profile. */
export async function newMemberOnPhone(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  locale: TestLocale,
  name: string,
) {
  const phnNo = newUaeNumber();
  const phone = await openPhone(browser, testInfo, locale);
  await arrive(phone, locale);
  await signIn(phone, request, locale, phnNo);
  await createProfile(phone, locale, name, `member.${phnNo}@example.com`);
  return { phone, page: phone.page, phnNo };
}

/** The KFC name the journeys' rewards belong to, as each language writes it. */
const KFC = { en: 'KFC', ar: 'كنتاكي' } as const;

/** A reward of the rewards page, opened: its detail dialog. */
export async function openReward(phone: Phone, locale: TestLocale, title: string) {
  const m = MESSAGES[locale];
  await phone.page
    .getByRole('region', { name: m.Rewards.rewardsTitle, exact: true })
    .getByRole('link', { name: new RegExp(title) })
    .tap();
  return phone.page.getByRole('dialog', { name: m.Modals.rewardDetail });
}

/** A guest on the rewards page: a KFC reward, Login from it, the code, the profile, Join KFC. */
export async function joinFromRewardAsGuest(
  phone: Phone,
  request: APIRequestContext,
  locale: TestLocale,
  { phnNo, title, name }: { phnNo: string; title: string; name: string },
) {
  const m = MESSAGES[locale];
  await arrive(phone, locale, '/rewards');
  const detail = await openReward(phone, locale, title);
  await detail.getByRole('link', { name: m.RewardDetail.login }).tap();
  await enterNumberAndCode(phone, request, locale, phnNo);
  await createProfile(phone, locale, name, `member.${phnNo}@example.com`);
  await detail
    .getByRole('button', { name: m.RewardUnlock.join.replace('{brand}', KFC[locale]) })
    .tap();
  return detail;
}

/** A member joins KFC from a KFC reward it cannot afford yet: its detail, saying so. */
export async function joinFromUnaffordableReward(phone: Phone, locale: TestLocale, title: string) {
  const m = MESSAGES[locale];
  await phone.page.goto(`/${locale}/rewards`);
  const detail = await openReward(phone, locale, title);
  await detail
    .getByRole('button', { name: m.RewardUnlock.join.replace('{brand}', KFC[locale]) })
    .tap();
  await expect(detail.getByRole('button', { name: m.RewardUnlock.transferCta })).toBeVisible();
  return detail;
}

/** On a reward's detail: Unlock for `points`, View voucher, Activate; its code. */
export async function unlockAndActivate(phone: Phone, locale: TestLocale, points: number) {
  const m = MESSAGES[locale];
  const { page } = phone;
  await page
    .getByRole('dialog', { name: m.Modals.rewardDetail })
    .getByRole('button', { name: formatMessage(locale, 'RewardUnlock.unlock', { points }) })
    .tap();
  await page
    .getByRole('dialog', { name: m.RewardUnlock.unlockedTitle })
    .getByRole('button', { name: m.RewardUnlock.viewVoucher })
    .tap();
  const voucher = page.getByRole('dialog', { name: m.Modals.voucherDetail });
  await voucher.getByRole('button', { name: m.Voucher.activate }).tap();
  await expect(voucher.locator('output')).toHaveText(/^KFC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  return { voucher, code: (await voucher.locator('output').textContent())! };
}

/**
 * A screenshot for a person to look at, not an assertion. Offline, headless Chromium sometimes
 * never answers a capture (or refuses one while a document commits): each try is bounded, the
 * second after a pause, and a page that gives none is noted on the test instead of hanging it.
 */
export async function screenshot(page: Page, path: string) {
  await page.waitForLoadState('load').catch(() => undefined);
  for (const wait of [0, 1_000]) {
    await page.waitForTimeout(wait);
    const taken = await page
      .screenshot({ path, timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (taken) return;
  }
  test.info().annotations.push({ type: 'screenshot', description: `not captured: ${path}` });
}
