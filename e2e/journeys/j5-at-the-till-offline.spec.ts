import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { completedOrder } from '../support/points';
import { SERVICE_URL, newUaeNumber } from '../support/outbox';
import { signInFromBrandApp } from '../support/sign-in';
import { LOCALES, MESSAGES, type TestLocale } from '../support/routes';
import {
  bottomBar,
  joinFromRewardAsGuest,
  openPhone,
  screenshot,
  unlockAndActivate,
  type Phone,
} from './phone';

// J5: at the till without signal. A new member activates a voucher on this phone, a second voucher
// on another device (their brand app), opens home once, and the network goes. From several pages
// the wallet opens with the member card and both codes; no tap shows an error page. Every tab of
// the bar stays inside the app: a saved page says when it was saved, another says it is not saved.

const FRIES = { en: 'Welcome fries', ar: 'بطاطس ترحيبية' } as const;
const ZINGER = { en: 'Zinger meal', ar: 'وجبة زنجر' } as const;
const CODE = /KFC-[A-Z2-9]{4}-[A-Z2-9]{4}/;

/** The wallet kept on the device: the card and the vouchers saved for this member. */
async function savedWallet(page: Page) {
  return page.evaluate(() => {
    const entries = Object.keys(localStorage).filter((k) => k.startsWith('amrx.wallet.'));
    const vouchers = entries.find((k) => k.startsWith('amrx.wallet.vouchers.'));
    return {
      card: entries.some((k) => k.startsWith('amrx.wallet.card.')),
      vouchers: vouchers ? (JSON.parse(localStorage.getItem(vouchers)!) as unknown[]).length : 0,
    };
  });
}

/** Opens the wallet from the header and checks the card and both codes are there, then closes it. */
async function walletShows(phone: Phone, locale: TestLocale, codes: string[], shot: string) {
  const m = MESSAGES[locale];
  const { page } = phone;
  await page.getByRole('button', { name: m.Wallet.openLabel }).tap();
  await expectWalletOpen(phone, locale, codes, shot);
}

async function expectWalletOpen(phone: Phone, locale: TestLocale, codes: string[], shot: string) {
  const m = MESSAGES[locale];
  const { page } = phone;
  const wallet = page.getByRole('dialog', { name: m.Wallet.title });
  await expect(wallet.getByRole('heading', { name: m.Wallet.card })).toBeVisible();
  await expect(wallet.getByRole('img', { name: m.Wallet.cardQrLabel })).toBeVisible();
  await expect(wallet.getByTestId('member-number')).toHaveText(/^\d{4} \d{4}$/);
  await expect(wallet.getByText(m.Wallet.offline)).toBeVisible();
  const vouchers = wallet.getByTestId('wallet-voucher');
  await expect(vouchers).toHaveCount(codes.length);
  await expect(vouchers.filter({ hasText: FRIES[locale] })).toHaveCount(1);
  await expect(vouchers.filter({ hasText: ZINGER[locale] })).toHaveCount(1);
  for (const code of codes) {
    const voucher = vouchers.filter({ hasText: code });
    await expect(voucher.locator('output')).toHaveText(code);
    await expect(voucher.getByTestId('qr-code').locator('svg')).toBeVisible();
    await expect(voucher.getByTestId('barcode').locator('rect').first()).toBeAttached();
  }
  await screenshot(page, test.info().outputPath(`j5-${shot}-${locale}.png`));
  await wallet.getByRole('button', { name: m.Wallet.close }).tap();
  await expect(wallet).toHaveCount(0);
}

/** Inside the app without signal: the bar, the header's wallet, the page's language and font. */
async function expectInShell(phone: Phone, locale: TestLocale, font: string) {
  const m = MESSAGES[locale];
  const { page } = phone;
  await expect(page.getByRole('navigation', { name: m.Nav.bottomNavigation })).toBeVisible();
  await expect(page.getByRole('button', { name: m.Wallet.openLabel })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(font);
}

async function noErrorPage(page: Page, locale: TestLocale) {
  await expect(page.getByText(MESSAGES[locale].ErrorBoundary.title)).toHaveCount(0);
}

for (const locale of LOCALES) {
  test(`J5: at the till without signal, the wallet opens from any page (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const m = MESSAGES[locale];
    const phone = await openPhone(browser, testInfo, locale);
    const { page, context } = phone;
    const phnNo = newUaeNumber();

    // Sign in from a reward, join KFC, unlock and activate it on this phone.
    await joinFromRewardAsGuest(phone, request, locale, {
      phnNo,
      title: FRIES[locale],
      name: locale === 'ar' ? 'هند سالم' : 'Hind Salem',
    });
    const { voucher, code: here } = await unlockAndActivate(phone, locale, 20);
    await expect(
      voucher.getByRole('img', { name: m.VoucherCode.qrLabel.replace('{code}', here) }),
    ).toBeVisible();
    await voucher.getByRole('button', { name: m.RouteModal.close }).tap();

    // On another device (the brand app), the member earns and activates a Zinger meal.
    const token = await signInFromBrandApp(request, '+971', phnNo);
    for (const n of [1, 2])
      expect(
        (
          await completedOrder(request, {
            brand: 'KFC',
            phnNo,
            orderId: `J5-${phnNo}-${n}`,
            points: 100,
          })
        ).status(),
      ).toBe(200);
    const act = async (id: string, action: 'unlock' | 'activate') => {
      const res = await request.post(`${SERVICE_URL}/v1/redeem-reward`, {
        headers: { authorization: `Bearer ${token}`, deviceid: 'kfc-app-device-0005' },
        data: { brand: 'KFC', id, action, idempotencyKey: randomUUID() },
      });
      expect(res.status()).toBe(200);
      return (await res.json()).data.reward as { id: string; couponCode: string | null };
    };
    const elsewhere = (await act((await act('kfc-zinger-meal', 'unlock')).id, 'activate'))
      .couponCode!;
    expect(elsewhere).toMatch(CODE);

    // The member opens home once (from the home-screen icon), online.
    await page.goto(`/${locale}/home`);
    await expect(page.getByRole('button', { name: m.Wallet.openLabel })).toBeVisible();
    await expect
      .poll(() => savedWallet(page), { timeout: 20_000 })
      .toEqual({ card: true, vouchers: 2 });
    await expect
      .poll(() => page.evaluate(() => !!navigator.serviceWorker?.controller), { timeout: 20_000 })
      .toBe(true);
    // Home again, now through the service worker, which keeps it for offline reading.
    await page.reload();
    await expect(page.getByRole('button', { name: m.Wallet.openLabel })).toBeVisible();

    const fontOnline = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(fontOnline).toMatch(/rubik/i);

    // No signal. The wallet, from home.
    await context.setOffline(true);
    await walletShows(phone, locale, [here, elsewhere], 'home');
    await noErrorPage(page, locale);

    // Home reloaded without signal: the saved copy, said so with its time, and no error over it.
    await page.reload().catch(() => undefined);
    await expectInShell(phone, locale, fontOnline);
    await expect(page.getByTestId('offline-notice')).toContainText(
      m.OfflineNotice.savedAtTime.split('.')[0]!,
    );
    await expect(page.getByTestId('offline-notice').locator('time')).toBeVisible();
    await expect(page.getByRole('button', { name: m.ApiErrors.refresh })).toHaveCount(0);
    await expect(page.getByTestId('open-member-card')).toBeVisible();
    await screenshot(page, testInfo.outputPath(`j5-reloaded-home-${locale}.png`));

    // Every tab of the bar: inside the app (header, bar, wallet), in the page's language and
    // font; a saved page says when it was saved, one never opened says so in place.
    const shown: string[] = [];
    const paths = {
      rewards: 'rewards',
      brands: 'brands',
      exchangePoints: 'exchange-points',
      profile: 'my-profile',
      home: 'home',
    } as const;
    for (const item of ['rewards', 'brands', 'exchangePoints', 'profile', 'home'] as const) {
      await bottomBar(phone, locale, item).tap();
      // The page itself, or the offline page standing for it.
      const path = `/${locale}/${paths[item]}`;
      await expect(page).toHaveURL(
        (url) => url.pathname === path || url.searchParams.get('from') === path,
      );
      await expectInShell(phone, locale, fontOnline);
      const saved = page.getByTestId('offline-notice');
      const notSaved = page.getByTestId('offline-screen');
      await expect(saved.or(notSaved).first()).toBeVisible();
      if (await notSaved.isVisible())
        await expect(notSaved.getByRole('heading', { name: m.Offline.title })).toBeVisible();
      shown.push(`${item}:${(await notSaved.isVisible()) ? 'not saved' : 'saved'}`);
      await screenshot(page, testInfo.outputPath(`j5-page-${item}-${locale}.png`));
      await noErrorPage(page, locale);
      // The wallet from the page itself, then from the header.
      await page
        .getByRole('main')
        .getByRole('button', { name: m.Wallet.open, exact: true })
        .first()
        .tap();
      await expectWalletOpen(phone, locale, [here, elsewhere], `in-${item}`);
      await walletShows(phone, locale, [here, elsewhere], `on-${item}`);
    }
    // Pages opened before (home) and never (brands) both came up.
    expect(shown).toContain('home:saved');
    expect(shown).toContain('brands:not saved');

    // The points widget's member card opens the same wallet.
    await page.goto(`/${locale}/home`).catch(() => undefined);
    await page.getByTestId('open-member-card').tap();
    await expectWalletOpen(phone, locale, [here, elsewhere], 'widget');

    // A page never opened, then the signal comes back: the page asked for opens by itself.
    await bottomBar(phone, locale, 'brands').tap();
    await expect(page.getByTestId('offline-screen')).toBeVisible();
    await context.setOffline(false);
    await expect(page).toHaveURL(new RegExp(`/${locale}/brands$`));
    await expect(page.getByRole('heading', { level: 1, name: m.Pages.brands })).toBeVisible();
    expect(
      phone.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e)),
    ).toEqual([]);
    await context.close();
  });
}
