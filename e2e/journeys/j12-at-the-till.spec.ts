import type { Locator, Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { cardStep } from '@/lib/contract/member-card';
import { totp } from '@/services/loyalty/domain/totp';
import { formatTime } from '@/lib/i18n/format';
import { expect, test } from '../support/test';
import { bff } from '../support/bff';
import { EARLY_RELEASE_MS, FULL_HOLD_MS, pressAndHold } from '../support/hold';
import { newUaeNumber } from '../support/outbox';
import { completedOrder } from '../support/points';
import { formatMessage, historyAmount, LOCALES, MESSAGES } from '../support/routes';
import { joinFromRewardAsGuest, openPhone, unlockAndActivate } from './phone';

// J12: at the till. A new member activates a voucher and shows it to the cashier: the code stays
// in sight (no message lies over it) and the screen stays on; a tap, or a press let go early, on
// the hold button leaves the voucher activated; a full hold marks it used, and the voucher then
// says when and where. The ledger, the history and the voucher read again agree. Then the member
// card goes into the phone's wallet, and the pass's code earns at the till.

const FRIES = { en: 'Welcome fries', ar: 'بطاطس ترحيبية' } as const;
const KFC = { en: 'KFC', ar: 'كنتاكي' } as const;
// A UAE member's dates and times are Dubai's (docs/product.md §9).
const TIME_ZONE = 'Asia/Dubai';
type Balances = { brands: Record<string, { pointBalance: number }> };
type History = { rewards: { kind: string; points: number; brand: string }[] };
type Lock = { released: boolean };
type Barcode = { valuePattern: string; totpDetails: { parameters: { key: string }[] } };

/** Whether what is drawn across the target, at five points inside its rounded edges, is the target. */
async function inSight(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.2, 0.3],
      [0.8, 0.3],
      [0.2, 0.7],
      [0.8, 0.7],
    ].map(([x, y]) => [r.left + r.width * x!, r.top + r.height * y!] as const);
    return points.every(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return !!top && (top === element || element.contains(top));
    });
  });
}

/** The screen wake locks the page holds (the fake installed below). */
const locksHeld = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { wakeLocks: Lock[] }).wakeLocks.filter((l) => !l.released).length,
  );

for (const locale of LOCALES) {
  test(`J12: the member shows a voucher at the till and marks it used in front of the cashier (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const m = MESSAGES[locale];
    const phnNo = newUaeNumber();
    const phone = await openPhone(browser, testInfo, locale);
    const { page } = phone;
    // Headless Chromium answers a wake lock as it pleases: a stand-in records what is asked.
    await phone.context.addInitScript(() => {
      const wakeLocks: Lock[] = [];
      Object.defineProperty(window, 'wakeLocks', { value: wakeLocks });
      Object.defineProperty(navigator, 'wakeLock', {
        configurable: true,
        value: {
          request: async () => {
            const lock = Object.assign(new EventTarget(), {
              type: 'screen',
              released: false,
              release: async () => {
                lock.released = true;
              },
            });
            wakeLocks.push(lock);
            return lock;
          },
        },
      });
    });
    const redeems: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/amr-loyalty/redeem-reward')) {
        const body = r.postDataJSON() as { action: string };
        if (body.action === 'redeem') redeems.push(body);
      }
    });

    // Sign in from the reward, join KFC, unlock and activate it.
    await joinFromRewardAsGuest(phone, request, locale, {
      phnNo,
      title: FRIES[locale],
      name: locale === 'ar' ? 'سارة منصور' : 'Sara Mansour',
    });
    await expect(
      page.getByText(m.RewardUnlock.joined.replace('{brand}', KFC[locale])),
    ).toBeVisible();
    const { voucher, code } = await unlockAndActivate(phone, locale, 20);
    const voucherPath = new URL(page.url()).pathname;

    // Ready for the till: said above the code, no snackbar over it, every code in sight, the
    // screen kept on.
    await expect(
      voucher.getByRole('status').filter({ hasText: m.Voucher.activated }),
    ).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    const shown = [
      voucher.locator('output'),
      voucher.getByRole('img', { name: m.VoucherCode.qrLabel.replace('{code}', code) }),
      voucher.getByRole('img', { name: m.VoucherCode.barcodeLabel.replace('{code}', code) }),
    ];
    for (const part of shown) {
      await expect(part).toBeVisible();
      expect(await inSight(part)).toBe(true);
    }
    await expect.poll(() => locksHeld(page)).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: testInfo.outputPath(`j12-at-the-till-${locale}.png`) });

    // The hold button says what it does; a tap, then a press let go early, change nothing.
    const hold = voucher.getByRole('button', { name: m.Voucher.holdToRedeem });
    await expect(hold).toHaveAccessibleDescription(m.Voucher.holdHint);
    await expect(voucher.getByText(m.Voucher.holdHint)).toBeVisible();
    await hold.tap();
    await pressAndHold(hold, EARLY_RELEASE_MS);
    await page.waitForTimeout(FULL_HOLD_MS);
    expect(redeems).toHaveLength(0);
    await expect(voucher.locator('output')).toHaveText(code);
    await expect(voucher.getByText(m.Voucher.redeemedState)).toHaveCount(0);

    // Held to the end: the voucher is used, and says when and where.
    const answer = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/amr-loyalty/redeem-reward') &&
        (r.request().postDataJSON() as { action: string }).action === 'redeem',
    );
    await pressAndHold(hold, FULL_HOLD_MS);
    const reply = (await (await answer).json()) as {
      data: { reward: { status: string; redeemedAt: string } };
    };
    expect(reply.data.reward.status).toBe('redeemed');
    expect(redeems).toHaveLength(1);
    const usedAt = formatMessage(locale, 'Voucher.usedAt', {
      clock: formatTime(reply.data.reward.redeemedAt, locale, TIME_ZONE),
      brand: KFC[locale],
    });
    await expect(voucher.getByText(m.Voucher.redeemedState)).toBeVisible();
    await expect(voucher.getByTestId('voucher-used-at')).toHaveText(usedAt);
    await expect(voucher.locator('output')).toHaveCount(0);
    await expect.poll(() => locksHeld(page)).toBe(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`j12-used-${locale}.png`) });

    // The ledger and the history agree: 50 joining bonus − 20 for the fries, taken once.
    const ledger = (await bff<Balances>(page, 'loyalty-brands', { cCode: '+971', phnNo })).json
      .data;
    expect(ledger.brands.KFC!.pointBalance).toBe(30);
    const history = (await bff<History>(page, 'reward-history', { filter: 'all', pageSize: 20 }))
      .json.data.rewards;
    expect(history.filter((r) => r.brand === 'KFC').map((r) => [r.kind, r.points])).toEqual([
      ['redeemed', -20],
      ['joining-bonus', 50],
    ]);

    // Read again from the server, the voucher still says when and where it was used.
    await page.goto(voucherPath);
    const again = page.getByRole('dialog', { name: m.Modals.voucherDetail });
    await expect(again.getByTestId('voucher-used-at')).toHaveText(usedAt);
    await expect(again.getByRole('button', { name: m.Voucher.holdToRedeem })).toHaveCount(0);
    await page.goto(`/${locale}/transaction-history`);
    const rows = page.getByRole('tabpanel').getByRole('listitem');
    await expect(rows.first()).toContainText(FRIES[locale]);
    await expect(rows.first()).toContainText(historyAmount(locale, -20));

    // The card in the phone's wallet, where the browser allows it (an Android phone here): the
    // saved pass's rotating code earns at the till like the app's own.
    await page.route('https://pay.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet</title>' }),
    );
    await page.goto(`/${locale}/home`);
    await page.getByTestId('open-wallet').tap();
    const wallet = page.getByTestId('wallet');
    await expect(wallet.getByTestId('member-number')).toBeVisible();
    await expect.poll(() => locksHeld(page)).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: testInfo.outputPath(`j12-wallet-${locale}.png`) });
    await wallet.getByRole('button', { name: m.Wallet.addToGoogleWallet }).tap();
    await page.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    const saved = decodeJwt(page.url().split('/save/')[1]!) as {
      payload: { loyaltyObjects: { accountName: string; rotatingBarcode: Barcode }[] };
    };
    const [pass] = saved.payload.loyaltyObjects;
    expect(pass!.accountName).toBe(locale === 'ar' ? 'سارة منصور' : 'Sara Mansour');
    const { valuePattern, totpDetails } = pass!.rotatingBarcode;
    const key = Buffer.from(totpDetails.parameters[0]!.key, 'hex');
    const scanned = valuePattern.replace('{totp_value_0}', totp(key, cardStep(Date.now()), 8));
    const order = await completedOrder(request, {
      brand: 'KFC',
      memberCard: scanned,
      orderId: `E2E-PASS-${phnNo}`,
      points: 12,
    });
    expect(await order.json()).toMatchObject({ data: { earnedPoints: 12 } });

    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
}
