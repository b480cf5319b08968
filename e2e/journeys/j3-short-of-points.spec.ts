import { expect, test } from '../support/test';
import { bff } from '../support/bff';
import { formatMessage, LOCALES, MESSAGES } from '../support/routes';
import { joinFromUnaffordableReward, newMemberOnPhone, unlockAndActivate } from './phone';

// J3: short of points for a reward. The popup proposes a transfer the rules accept, the member
// sends it from the popup, and back on the reward unlocks and activates it.

const ZINGER = { en: 'Free Zinger meal', ar: 'وجبة زنجر مجانية' } as const;
const KFC = { en: 'KFC', ar: 'كنتاكي' } as const;
const AMRX = { en: 'AMRX Rewards', ar: 'مكافآت AMRX' } as const;
type Balances = { brands: Record<string, { pointBalance: number }> };

for (const locale of LOCALES) {
  test(`J3: short of points, a transfer from the popup makes the reward unlockable (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const m = MESSAGES[locale];
    const { phone, page, phnNo } = await newMemberOnPhone(
      browser,
      request,
      testInfo,
      locale,
      locale === 'ar' ? 'نادر سالم' : 'Nader Salem',
    );
    const ledger = async () =>
      (await bff<Balances>(page, 'loyalty-brands', { cCode: '+971', phnNo })).json.data;

    // The Zinger meal costs 150 KFC points; joining KFC brings 50, the AMRX card 100.
    const detail = await joinFromUnaffordableReward(phone, locale, ZINGER[locale]);
    await detail.getByRole('button', { name: m.RewardUnlock.transferCta }).tap();

    // The popup proposes moving 100 AMRX points, which brings the 100 KFC points missing.
    const popup = page.getByRole('dialog', { name: m.TransferPoints.transferTitle });
    await expect(popup.getByTestId('transfer-quote')).toHaveText(
      formatMessage(locale, 'TransferPoints.transferQuote', {
        send: 100,
        source: AMRX[locale],
        receive: 100,
        target: KFC[locale],
      }),
    );
    await page.screenshot({ path: testInfo.outputPath(`j3-popup-${locale}.png`) });
    await popup
      .getByRole('button', {
        name: formatMessage(locale, 'TransferPoints.sendNow', { send: 100, source: AMRX[locale] }),
      })
      .tap();
    await expect(popup).toHaveCount(0);
    expect((await ledger()).brands).toMatchObject({
      KFC: { pointBalance: 150 },
      AMRX: { pointBalance: 0 },
    });

    // Back on the reward: unlock and activate go through.
    await unlockAndActivate(phone, locale, 150);
    expect((await ledger()).brands.KFC!.pointBalance).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`j3-activated-${locale}.png`) });

    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
}
