import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { latestCode, newUaeNumber } from './support/outbox';
import { formatMessage, LOCALES, MESSAGES } from './support/routes';
import { bff } from './support/bff';
import { acceptTerms } from './support/sign-in';
import { setCallFailing } from './support/faults';
import { FULL_HOLD_MS, pressAndHold } from './support/hold';

// docs/product.md §4 Reward flow for a member (enrol → unlock → activate → copy → redeem), the reward-unlocked
// and transfer-points popups, and the offline voucher copy. Each test joins as a new
// member, so balances are its own.

type Locale = 'en' | 'ar';
const KFC = { en: 'KFC', ar: 'كنتاكي' } as const;
const FRIES = { en: 'Welcome fries', ar: 'بطاطس ترحيبية' } as const;
const ZINGER = { en: 'Free Zinger meal', ar: 'وجبة زنجر مجانية' } as const;
const ZINGER_DESCRIPTION = 'A Zinger burger with regular fries and a soft drink';
const TWISTER_AR = 'تويستر راب لشخصين';

async function joinAsNewMember(page: Page, request: APIRequestContext, locale: Locale) {
  const m = MESSAGES[locale];
  const phnNo = newUaeNumber();
  await page.goto(`/${locale}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(m.Login.phone).fill(phnNo);
  await dialog.getByRole('button', { name: m.Login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/verify-otp$`));
  const code = await latestCode(request, '971', phnNo);
  await dialog
    .getByLabel(m.Otp.digit.replace('{index}', '1').replace('{length}', String(code.length)))
    .fill(code);
  await expect(page).toHaveURL(new RegExp(`/${locale}/create-profile$`));
  await dialog
    .getByLabel(m.CreateProfile.name)
    .fill(locale === 'ar' ? 'سلمى يوسف' : 'Salma Youssef');
  await dialog.getByLabel(m.CreateProfile.email).fill(`salma.${phnNo}@example.com`);
  await acceptTerms(dialog, locale);
  await dialog.getByRole('button', { name: m.CreateProfile.submit }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return { cCode: '+971', phnNo };
}

type Balances = {
  total: number;
  brands: Record<string, { pointBalance: number; isLoyaltyMember: boolean }>;
};
const ledger = async (page: Page, member: { cCode: string; phnNo: string }) =>
  (await bff<Balances>(page, 'loyalty-brands', member)).json.data;

const widget = (page: Page) => page.locator('section[aria-labelledby="points-widget-title"]');
const rewardsRegion = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: MESSAGES[locale].Rewards.rewardsTitle, exact: true });
const vouchersRegion = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: MESSAGES[locale].Rewards.vouchersTitle, exact: true });

async function openReward(page: Page, locale: Locale, title: string) {
  await page.goto(`/${locale}/rewards`);
  const card = rewardsRegion(page, locale).getByRole('link', { name: new RegExp(title) });
  await card.click();
  return page.getByRole('dialog', { name: MESSAGES[locale].Modals.rewardDetail });
}

for (const locale of LOCALES) {
  const m = MESSAGES[locale];

  test(`a new member enrols, unlocks, activates, copies, uses offline and redeems a reward (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.route('https://uae.kfc.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>KFC</title>' }),
    );
    const member = await joinAsNewMember(page, request, locale);
    await page.goto(`/${locale}/rewards`);
    await expect(vouchersRegion(page, locale).getByText(m.Rewards.noVouchers)).toBeVisible();
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );

    // Enrol (docs/product.md §4 step 2): register-member, then the joining bonus shows in the widget.
    let dialog = page.getByRole('dialog', { name: m.Modals.rewardDetail });
    await rewardsRegion(page, locale)
      .getByRole('link', { name: new RegExp(FRIES[locale]) })
      .click();
    await expect(
      dialog.getByText(
        formatMessage(locale, 'RewardUnlock.joinPrompt', { brand: KFC[locale], points: 50 }),
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'enrol prompt');
    await dialog
      .getByRole('button', { name: m.RewardUnlock.join.replace('{brand}', KFC[locale]) })
      .click();
    await expect(
      page.getByText(m.RewardUnlock.joined.replace('{brand}', KFC[locale])),
    ).toBeVisible();
    await expect(widget(page).locator('#brand-points')).toContainText('050');

    // Unlock (by the catalogue id), the reward-unlocked popup, then the voucher.
    const actionKeys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/amr-loyalty/redeem-reward'))
        actionKeys.push((r.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    });
    await dialog
      .getByRole('button', { name: formatMessage(locale, 'RewardUnlock.unlock', { points: 20 }) })
      .click();
    const unlocked = page.getByRole('dialog', { name: m.RewardUnlock.unlockedTitle });
    await expect(unlocked).toBeVisible();
    await expectNoAxeViolations(page, 'reward unlocked popup');
    await unlocked.getByRole('button', { name: m.RewardUnlock.viewVoucher }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/voucher/detail/kfc/[0-9a-f-]{36}$`));
    const voucherPath = new URL(page.url()).pathname;
    dialog = page.getByRole('dialog', { name: m.Modals.voucherDetail });

    // Activate (by the voucher id): the code and the server's countdown.
    await dialog.getByRole('button', { name: m.Voucher.activate }).click();
    await expect(dialog.locator('output')).toHaveText(/^KFC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const coupon = (await dialog.locator('output').textContent())!;
    await expect(dialog.getByTestId('voucher-countdown')).toBeVisible();
    await dialog.getByRole('button', { name: m.VoucherCode.copy }).click();
    await expect(page.getByText(m.VoucherCode.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coupon);
    await expectNoAxeViolations(page, 'activated voucher');
    // The code is in the server-rendered detail too, not only in what the client renders later.
    const served = await (await page.request.get(page.url())).text();
    expect(served).toMatch(new RegExp(`<output[^>]*>${coupon}</output>`));

    // Offline with no details to show (the server could not read them either), the copy saved on
    // this device shows the code.
    await setCallFailing(request, 'voucher-details', member, true);
    await page.route('**/api/amr-loyalty/voucher-details', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.reload();
    await expect(dialog.getByText(m.Rewards.offlineCopy)).toBeVisible();
    await expect(dialog.locator('output')).toHaveText(coupon);
    await page.unroute('**/api/amr-loyalty/voucher-details');
    await setCallFailing(request, 'voucher-details', member, false);
    await page.reload();
    await expect(dialog.locator('output')).toHaveText(coupon);
    await expect(dialog.getByText(m.Rewards.offlineCopy)).toHaveCount(0);
    // From here on the flow again stays in this one document.
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );

    // Offline (beyond the product rules): the activated voucher stays readable from this device.
    await dialog.getByRole('button', { name: m.RouteModal.close }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/rewards$`));
    await context.setOffline(true);
    await page
      .getByRole('group', { name: m.Rewards.filterLabel })
      .getByRole('button', { name: m.Rewards.filterOnline })
      .click();
    await expect(page.getByText(m.Rewards.offlineNote)).toBeVisible();
    const offline = page.getByTestId('offline-voucher');
    await expect(offline).toContainText(coupon);
    await expect(offline).toContainText(FRIES[locale]);
    await expect(offline.getByTestId('voucher-countdown')).toBeVisible();
    await expect(rewardsRegion(page, locale).getByRole('alert')).toContainText(
      m.Rewards.rewardsError,
    );
    await context.setOffline(false);
    await page
      .getByRole('group', { name: m.Rewards.filterLabel })
      .getByRole('button', { name: m.Rewards.filterAll })
      .click();

    // Redeem: a failure shows docs/product.md §8's message; the retry reuses the same idempotency key.
    await vouchersRegion(page, locale)
      .getByRole('link', { name: new RegExp(FRIES[locale]) })
      .click();
    await expect(dialog.locator('output')).toHaveText(coupon);
    let fail = true;
    await page.route('**/api/amr-loyalty/redeem-reward', async (route) => {
      if (fail) {
        fail = false;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, message: 'Oops', data: null }),
        });
      } else await route.continue();
    });
    const hold = dialog.getByRole('button', { name: m.Voucher.holdToRedeem });
    await pressAndHold(hold, FULL_HOLD_MS);
    await expect(dialog.getByRole('alert')).toHaveText(m.Voucher.redemptionFailed);
    await pressAndHold(hold, FULL_HOLD_MS);
    await expect(dialog.getByText(m.Voucher.redeemedState)).toBeVisible();
    // unlock, activate, redeem (failed), redeem (retried): one key per intent.
    expect(actionKeys).toHaveLength(4);
    expect(actionKeys[3]).toBe(actionKeys[2]);
    expect(new Set(actionKeys).size).toBe(3);

    // The balance on screen matches the ledger: 50 joining bonus − 20 for the reward.
    const after = await ledger(page, member);
    expect(after.brands.KFC!.pointBalance).toBe(30);
    await dialog.getByRole('button', { name: m.RouteModal.close }).click();
    await expect(widget(page).locator('#brand-points')).toContainText('030');
    await expect(widget(page).getByRole('button', { expanded: true })).toContainText(
      String(after.total).padStart(3, '0'),
    );
    await expect(vouchersRegion(page, locale).getByRole('listitem').first()).toContainText(
      m.Rewards.status.match(/redeemed \{([^}]+)\}/)![1]!,
    );
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    // "Taking you to the brand": the brand's web shop for the member's country.
    await vouchersRegion(page, locale).getByRole('listitem').first().getByRole('link').click();
    const [shop] = await Promise.all([
      page.waitForEvent('popup'),
      dialog
        .getByRole('link', { name: m.Voucher.goToBrand.replace('{brand}', KFC[locale]) })
        .click(),
    ]);
    await expect(page.getByText(m.Voucher.takingYou)).toBeVisible();
    await expect(shop).toHaveURL(/^https:\/\/uae\.kfc\.me\/?$/);

    // A hard load of the voucher shows it over /rewards, as the server now has it.
    await page.goto(voucherPath);
    await expect(
      page.getByRole('dialog', { name: m.Modals.voucherDetail }).getByText(m.Voucher.redeemedState),
    ).toBeVisible();
    await expect(page.locator('main h1')).toHaveText(m.Pages.rewards);
  });

  test(`too few points: the popup's transfer goes through and the reward can then be unlocked (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const member = await joinAsNewMember(page, request, locale);
    // Points in another brand: TGI Fridays' joining bonus (100), worth 2 KFC points each.
    const joined = await bff(page, 'register-member', {
      ...member,
      firstName: 'Salma',
      lastName: '',
      brands: [{ brand: 'TGIF', extUserId: `971${member.phnNo}` }],
      deviceId: '',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(joined.status).toBe(200);

    const dialog = await openReward(page, locale, ZINGER[locale]);
    await dialog
      .getByRole('button', { name: m.RewardUnlock.join.replace('{brand}', KFC[locale]) })
      .click();
    // It says how many are missing: the Zinger meal costs 150, joining KFC brought 50.
    await expect(
      dialog.getByText(
        formatMessage(locale, 'RewardUnlock.shortBy', { points: 100, brand: KFC[locale] }),
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: m.RewardUnlock.transferCta }).click();
    const popup = page.getByRole('dialog', { name: m.TransferPoints.transferTitle });
    await expect(popup).toContainText(KFC[locale]);
    const tgif = locale === 'en' ? 'TGI Fridays' : 'تي جي آي فرايديز';
    // The smallest transfer that covers the 100 missing points: the 50-point minimum of TGI Fridays.
    await popup.getByRole('combobox').selectOption('TGIF');
    await expect(popup.getByTestId('transfer-quote')).toHaveText(
      formatMessage(locale, 'TransferPoints.transferQuote', {
        send: 50,
        source: tgif,
        receive: 100,
        target: KFC[locale],
      }),
    );
    await expectNoAxeViolations(page, 'transfer-points popup');
    // Another amount is one tap away on the exchange page, prefilled.
    await expect(popup.getByRole('link', { name: m.TransferPoints.otherAmount })).toHaveAttribute(
      'href',
      `/${locale}/exchange-points?source=TGIF&target=KFC&points=50`,
    );
    await popup
      .getByRole('button', {
        name: formatMessage(locale, 'TransferPoints.sendNow', { send: 50, source: tgif }),
      })
      .click();
    await expect(popup).toHaveCount(0);
    // Back on the reward, which can now be unlocked.
    await expect(
      dialog.getByRole('button', {
        name: formatMessage(locale, 'RewardUnlock.unlock', { points: 150 }),
      }),
    ).toBeVisible();
    const balances = await ledger(page, member);
    expect(balances.brands.TGIF!.pointBalance).toBe(50);
    expect(balances.brands.KFC!.pointBalance).toBe(150);
  });
}

// A member page seeds its first page of rewards in its own language only; the page in
// the other language reads its own, so switching language shows the other language's words.
test('a member’s rewards page carries its own language’s words, and shows the other’s after switching', async ({
  page,
  request,
}) => {
  await joinAsNewMember(page, request, 'ar');
  const html = await (await page.request.get('/ar/rewards')).text();
  expect(html).toContain(ZINGER.ar);
  expect(html).not.toContain(ZINGER.en);

  await page.goto('/ar/rewards');
  await expect(
    rewardsRegion(page, 'ar').getByRole('link', { name: new RegExp(ZINGER.ar) }),
  ).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/rewards$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    rewardsRegion(page, 'en').getByRole('link', { name: new RegExp(ZINGER.en) }),
  ).toBeVisible();
  await expect(rewardsRegion(page, 'en').getByRole('listitem').first()).not.toContainText(
    ZINGER.ar,
  );
});

// So is a reward's detail, and the detail seen in one language is not shown in the other.
test('a member’s reward detail carries its own language’s words, and shows the other’s after switching', async ({
  page,
  request,
}) => {
  await joinAsNewMember(page, request, 'ar');
  const html = await (await page.request.get('/ar/rewards/detail/kfc/kfc-zinger-meal')).text();
  expect(html).toContain(ZINGER.ar);
  expect(html).not.toContain(ZINGER.en);
  expect(html).not.toContain(ZINGER_DESCRIPTION);
  // The rewards list behind it is drawn in the browser once the page runs (rewards-background.tsx):
  // the page carries the detail, not the list, whose other rewards still show beneath it.
  expect(html).not.toContain(TWISTER_AR);
  await page.goto('/ar/rewards/detail/kfc/kfc-zinger-meal');
  await expect(page.getByTestId('rewards-list').getByText(TWISTER_AR)).toBeAttached();

  await page.goto('/ar/rewards');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const dialog = (locale: Locale) =>
    page.getByRole('dialog', { name: MESSAGES[locale].Modals.rewardDetail });
  await rewardsRegion(page, 'ar')
    .getByRole('link', { name: new RegExp(ZINGER.ar) })
    .click();
  await expect(dialog('ar').getByRole('heading', { name: ZINGER.ar })).toBeVisible();
  await dialog('ar').getByRole('button', { name: MESSAGES.ar.RouteModal.close }).click();
  await expect(page).toHaveURL(/\/ar\/rewards$/);

  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await rewardsRegion(page, 'en')
    .getByRole('link', { name: new RegExp(ZINGER.en) })
    .click();
  await expect(dialog('en').getByRole('heading', { name: ZINGER.en })).toBeVisible();
  await expect(dialog('en')).toContainText(ZINGER_DESCRIPTION);
  await expect(dialog('en')).not.toContainText(ZINGER.ar);
  // All of it in one document, so the Arabic detail was still in the browser's cache when the
  // English one opened.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});
