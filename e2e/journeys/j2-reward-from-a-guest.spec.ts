import { expect, test } from '../support/test';
import { bff } from '../support/bff';
import { FULL_HOLD_MS, pressAndHold } from '../support/hold';
import { newUaeNumber } from '../support/outbox';
import { formatMessage, historyAmount, LOCALES, MESSAGES } from '../support/routes';
import { arrive, createProfile, enterNumberAndCode, openPhone } from './phone';

// J2: a guest opens a reward from the rewards page and logs in from its detail; back on the same
// reward, they join its brand, unlock, activate, copy the code and redeem it. The balance on
// screen, the points widget, the history and the ledger agree at each step.

const FRIES = { en: 'Welcome fries', ar: 'بطاطس ترحيبية' } as const;
const KFC = { en: 'KFC', ar: 'كنتاكي' } as const;
type Balances = { total: number; brands: Record<string, { pointBalance: number }> };
type History = { rewards: { kind: string; points: number; brand: string }[] };

for (const locale of LOCALES) {
  test(`J2: a guest signs in from a reward and takes it to the till (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const m = MESSAGES[locale];
    const phnNo = newUaeNumber();
    const phone = await openPhone(browser, testInfo, locale);
    await phone.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page } = phone;
    await arrive(phone, locale, '/rewards');

    // The guest opens the reward and is asked to log in, from its detail.
    const rewards = page.getByRole('region', { name: m.Rewards.rewardsTitle, exact: true });
    await rewards.getByRole('link', { name: new RegExp(FRIES[locale]) }).tap();
    const detail = page.getByRole('dialog', { name: m.Modals.rewardDetail });
    await expect(detail.getByRole('heading', { name: FRIES[locale] })).toBeVisible();
    const rewardUrl = page.url();
    await detail.getByRole('link', { name: m.RewardDetail.login }).tap();
    await enterNumberAndCode(phone, request, locale, phnNo);
    await createProfile(
      phone,
      locale,
      locale === 'ar' ? 'ريم خالد' : 'Reem Khaled',
      `reem.${phnNo}@example.com`,
    );

    // Back on the same reward.
    await expect(page).toHaveURL(rewardUrl);
    await expect(detail.getByRole('heading', { name: FRIES[locale] })).toBeVisible();
    const widgetPoints = page.locator('#brand-points');
    // Behind the detail on a phone the widget shows the total, its brands folded.
    const widgetTotal = page.locator('[aria-controls="brand-points"]');
    const ledger = async () =>
      (await bff<Balances>(page, 'loyalty-brands', { cCode: '+971', phnNo })).json.data;

    // Join its brand: the joining bonus shows at once.
    await detail
      .getByRole('button', { name: m.RewardUnlock.join.replace('{brand}', KFC[locale]) })
      .tap();
    await expect(
      page.getByText(m.RewardUnlock.joined.replace('{brand}', KFC[locale])),
    ).toBeVisible();
    await expect(widgetTotal).toContainText('150');
    expect((await ledger()).brands.KFC!.pointBalance).toBe(50);

    // Unlock, then activate: the code shows, and its 20 points leave the balance at once.
    await detail
      .getByRole('button', { name: formatMessage(locale, 'RewardUnlock.unlock', { points: 20 }) })
      .tap();
    const unlocked = page.getByRole('dialog', { name: m.RewardUnlock.unlockedTitle });
    await unlocked.getByRole('button', { name: m.RewardUnlock.viewVoucher }).tap();
    const voucher = page.getByRole('dialog', { name: m.Modals.voucherDetail });
    await voucher.getByRole('button', { name: m.Voucher.activate }).tap();
    await expect(voucher.locator('output')).toHaveText(/^KFC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = (await voucher.locator('output').textContent())!;
    expect((await ledger()).brands.KFC!.pointBalance).toBe(30);

    // Copy the code for the cashier, then redeem it: a press held in front of them.
    await voucher.getByRole('button', { name: m.VoucherCode.copy }).tap();
    await expect(page.getByText(m.VoucherCode.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await pressAndHold(voucher.getByRole('button', { name: m.Voucher.holdToRedeem }), FULL_HOLD_MS);
    await expect(voucher.getByText(m.Voucher.redeemedState)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`j2-redeemed-${locale}.png`) });
    await voucher.getByRole('button', { name: m.RouteModal.close }).tap();

    // Balance, widget and history agree: 50 bonus − 20 for the reward; AMRX holds its 100 bonus.
    const after = await ledger();
    expect(after.brands.KFC!.pointBalance).toBe(30);
    expect(after.brands.AMRX!.pointBalance).toBe(100);
    await expect(widgetTotal).toContainText('130');
    await widgetTotal.tap();
    await expect(widgetPoints.getByRole('listitem').filter({ hasText: KFC[locale] })).toContainText(
      '030',
    );
    const history = (await bff<History>(page, 'reward-history', { filter: 'all', pageSize: 20 }))
      .json.data.rewards;
    expect(history.filter((r) => r.brand === 'KFC').map((r) => [r.kind, r.points])).toEqual([
      ['redeemed', -20],
      ['joining-bonus', 50],
    ]);
    await page.goto(`/${locale}/transaction-history`);
    const rows = page.getByRole('tabpanel').getByRole('listitem');
    await expect(rows.first()).toContainText(FRIES[locale]);
    await expect(rows.first()).toContainText(historyAmount(locale, -20));

    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
}
