import { expect, test } from '../support/test';
import { historyAmount, LOCALES, MESSAGES, type TestLocale } from '../support/routes';
import {
  bottomBar,
  joinFromUnaffordableReward,
  newMemberOnPhone,
  screenshot,
  type Phone,
} from './phone';

// J13: find my history. From home, the points widget and my profile, each in at most two taps;
// a brand's line leads to that brand's history, home shows the latest movements with a way to the
// rest, and every way lands on transaction history.

const ZINGER = { en: 'Free Zinger meal', ar: 'وجبة زنجر مجانية' } as const;
const KFC = { en: 'KFC', ar: 'كنتاكي' } as const;
const AMRX = { en: 'AMRX Rewards', ar: 'مكافآت AMRX' } as const;

for (const locale of LOCALES) {
  test(`J13: history is one or two taps away, and a brand's line opens its own (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const m = MESSAGES[locale];
    const { phone, page } = await newMemberOnPhone(
      browser,
      request,
      testInfo,
      locale,
      locale === 'ar' ? 'هالة يوسف' : 'Hala Yousef',
    );
    // Two brands with points: the AMRX card's 100 and KFC's joining 50, joined from a reward.
    const detail = await joinFromUnaffordableReward(phone, locale, ZINGER[locale]);
    await detail.getByRole('button', { name: m.RouteModal.close }).tap();
    await expect(detail).toHaveCount(0);

    // Home, from wherever the member is: the bottom bar's first item.
    const home = async () => {
      await bottomBar(phone, locale, 'home').tap();
      await expect(page).toHaveURL(new RegExp(`/${locale}/home$`));
    };

    // 1. The widget's total: one tap from home.
    await home();
    await page.getByRole('link', { name: m.PointsWidget.history }).tap();
    await onHistory(phone, locale);
    const rows = page.getByRole('tabpanel').getByRole('listitem');
    await expect(rows.filter({ hasText: KFC[locale] })).not.toHaveCount(0);
    await expect(rows.filter({ hasText: AMRX[locale] })).not.toHaveCount(0);

    // 2. A brand's line: one tap, that brand's rows only; All brands brings the others back.
    await home();
    await page
      .getByRole('link', { name: new RegExp(`${KFC[locale]}.*${m.PointsWidget.brandHistory}`) })
      .tap();
    await onHistory(phone, locale);
    await expect(page).toHaveURL(/[?&]brand=KFC\b/);
    const brandChoice = page.getByRole('combobox', { name: m.History.brandLabel });
    await expect(brandChoice).toHaveValue('KFC');
    await expect(rows.filter({ hasText: KFC[locale] })).not.toHaveCount(0);
    await expect(rows.filter({ hasText: AMRX[locale] })).toHaveCount(0);
    await screenshot(page, testInfo.outputPath(`j13-kfc-history-${locale}.png`));
    await brandChoice.selectOption('');
    await expect(rows.filter({ hasText: AMRX[locale] })).not.toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]brand=/);

    // 3. My profile: two taps (the bottom bar's Profile, then Transaction History).
    await home();
    await bottomBar(phone, locale, 'profile').tap();
    await page.getByRole('dialog').getByRole('link', { name: m.MyProfile.history }).tap();
    await onHistory(phone, locale);

    // 4. The menu: two taps.
    await home();
    await page.getByRole('button', { name: m.Drawer.open }).tap();
    await page
      .getByRole('dialog', { name: m.Drawer.title })
      .getByRole('link', { name: m.Drawer.history })
      .tap();
    await onHistory(phone, locale);
    await screenshot(page, testInfo.outputPath(`j13-history-${locale}.png`));

    // 5. Home's latest activity (docs/product.md §2 /home): the last movements as history's All
    // tab shows them, newest first (here the two joining bonuses, KFC's last), then one tap on
    // "See all in history".
    await home();
    const latest = page.getByRole('region', { name: m.Home.latestTitle });
    const latestRows = latest.getByRole('listitem');
    await expect(latestRows).toHaveCount(2);
    await expect(latestRows.first()).toContainText(KFC[locale]);
    await expect(latestRows.first()).toContainText(m.History['kind_joining-bonus']);
    await expect(latestRows.first()).toContainText(historyAmount(locale, 50));
    await expect(latestRows.last()).toContainText(AMRX[locale]);
    await expect(latestRows.last()).toContainText(historyAmount(locale, 100));
    await screenshot(page, testInfo.outputPath(`j13-home-latest-${locale}.png`));
    await latest.getByRole('link', { name: m.Home.latestAll }).tap();
    await onHistory(phone, locale);
    await expect(rows.filter({ hasText: KFC[locale] })).not.toHaveCount(0);

    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
}

async function onHistory(phone: Phone, locale: TestLocale) {
  const m = MESSAGES[locale];
  await expect(phone.page).toHaveURL(new RegExp(`/${locale}/transaction-history`));
  await expect(
    phone.page.getByRole('heading', { level: 1, name: m.Pages.transactionHistory }),
  ).toBeVisible();
}
