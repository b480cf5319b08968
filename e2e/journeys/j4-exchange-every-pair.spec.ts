import { expect, test } from '../support/test';
import { bff } from '../support/bff';
import { newUaeNumber } from '../support/outbox';
import { completedOrder } from '../support/points';
import { formatMessage, LOCALES, MESSAGES } from '../support/routes';
import { arrive, createProfile, openPhone, signIn, type Phone } from './phone';

// J4: a member joins brands (each with its bonus), one from its page and one from the transfer
// form's own tile, then exchanges points between every pair of brands they have joined. Each quote
// is what the transfer does, a double tap moves the points once, and the daily limit's message
// comes exactly at the limit.

const NAMES: Record<string, { en: string; ar: string }> = {
  AMRX: { en: 'AMRX Rewards', ar: 'مكافآت AMRX' },
  KFC: { en: 'KFC', ar: 'كنتاكي' },
  PHD: { en: 'Pizza Hut', ar: 'بيتزا هت' },
};
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
type Balances = { brands: Record<string, { pointBalance: number; totalDailyEarnPoint: number }> };

for (const locale of LOCALES) {
  test(`J4: exchanges between every pair of joined brands add up (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const m = MESSAGES[locale];
    const x = m.Exchange;
    const phnNo = newUaeNumber();
    const phone: Phone = await openPhone(browser, testInfo, locale);
    const { page } = phone;
    await arrive(phone, locale);
    await signIn(phone, request, locale, phnNo);
    await createProfile(
      phone,
      locale,
      locale === 'ar' ? 'هالة عمر' : 'Hala Omar',
      `hala.${phnNo}@example.com`,
    );
    const ledger = async () =>
      (await bff<Balances>(page, 'loyalty-brands', { cCode: '+971', phnNo })).json.data.brands;
    const name = (code: string) => NAMES[code]![locale];

    const from = page.getByRole('group', { name: x.from });
    const to = page.getByRole('group', { name: x.to });
    const amount = page.getByRole('spinbutton', { name: x.pointsLabel });
    const summary = page.getByRole('region', { name: x.summaryTitle });

    // Join KFC from its brand page: the bonus lands at once, and focus goes to the balance now
    // marked Member rather than back to the top of the page.
    await page.goto(`/${locale}/brands/kfc/detail`);
    const dialog = page.getByRole('dialog', { name: m.Modals.brandDetail });
    await expect(
      dialog.getByText(
        formatMessage(locale, 'Brands.joinOffer', { brand: name('KFC'), points: 50 }),
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: fill(m.Brands.join, { brand: name('KFC') }) }).tap();
    const memberBadge = dialog.getByText(m.Brands.member, { exact: true });
    await expect(memberBadge).toBeVisible();
    await expect(
      dialog.locator('p').filter({ has: page.getByText(m.Brands.member, { exact: true }) }),
    ).toBeFocused();
    expect((await ledger()).KFC!.pointBalance).toBe(50);

    // Join Pizza Hut from the transfer form: listed apart on the receiving side, it cannot be
    // picked but has Join. Once joined its bonus lands, and its tile can be picked and has focus.
    await page.goto(`/${locale}/exchange-points`);
    const pizzaHut = to.getByRole('radio', { name: new RegExp(name('PHD')) });
    await expect(pizzaHut).toBeDisabled();
    const joinPizzaHut = to.getByRole('button', { name: fill(x.join, { brand: name('PHD') }) });
    await expect(joinPizzaHut).toHaveText(x.joinShort);
    await joinPizzaHut.tap();
    await expect(
      page.getByText(
        formatMessage(locale, 'Exchange.joinedWithBonus', { brand: name('PHD'), points: 50 }),
      ),
    ).toBeVisible();
    await expect(pizzaHut).toBeEnabled();
    await expect(pizzaHut).toBeFocused();
    await expect(joinPizzaHut).toHaveCount(0);
    await expect(from.getByRole('radio', { name: new RegExp(name('PHD')) })).toBeEnabled();
    expect((await ledger()).PHD!.pointBalance).toBe(50);
    await page.screenshot({ path: testInfo.outputPath(`j4-joined-from-tile-${locale}.png`) });
    // Points to move: orders at each brand, as its order system reports them.
    for (const brand of ['AMRX', 'KFC', 'PHD']) {
      const placed = await completedOrder(request, {
        brand,
        phnNo,
        orderId: `J4-${brand}-${phnNo}`,
        points: 100,
      });
      expect(placed.status()).toBe(200);
    }

    const transferCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/api/amr-loyalty/transfer-points'))
        transferCalls.push(r.postData() ?? '');
    });
    /** The member taps the two brand cards and types the amount. */
    const choose = async (source: string, target: string, points: number) => {
      await from
        .locator('label')
        .filter({ hasText: name(source) })
        .tap();
      await expect(from.getByRole('radio', { name: new RegExp(name(source)) })).toBeChecked();
      await to
        .locator('label')
        .filter({ hasText: name(target) })
        .tap();
      await expect(to.getByRole('radio', { name: new RegExp(name(target)) })).toBeChecked();
      await amount.fill(String(points));
    };

    /** One transfer through the screen: the quote's promise, then what the ledger did. */
    const exchange = async (source: string, target: string, points: number, doubleTap = false) => {
      await page.goto(`/${locale}/exchange-points`);
      await choose(source, target, points);
      const before = await ledger();
      await page.getByRole('button', { name: x.review }).tap();
      const confirm = page.getByRole('button', { name: x.confirm });
      await expect(confirm).toBeEnabled();
      // The summary's "You receive" line: what the member is promised.
      const promise = await summary
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: x.receive }) })
        .locator('dd')
        .textContent();
      const quoted = Number(promise?.match(/\d+/)?.[0] ?? NaN);
      const calls = transferCalls.length;
      if (doubleTap) {
        await confirm.evaluate((button: HTMLButtonElement) => {
          button.click();
          button.click();
        });
      } else await confirm.tap();
      await expect(
        page.getByRole('status').filter({ hasText: x.success.split('{')[0]!.trim() }),
      ).toBeVisible();
      const after = await ledger();
      expect(
        before[source]!.pointBalance - after[source]!.pointBalance,
        `${source}→${target}`,
      ).toBe(points);
      const received = after[target]!.pointBalance - before[target]!.pointBalance;
      expect(received, `${source}→${target}`).toBe(quoted);
      expect(transferCalls.length - calls).toBe(1);
    };

    const pairs = [
      ['AMRX', 'KFC'],
      ['AMRX', 'PHD'],
      ['KFC', 'AMRX'],
      ['KFC', 'PHD'],
      ['PHD', 'AMRX'],
      ['PHD', 'KFC'],
    ] as const;
    for (const [index, [source, target]] of pairs.entries())
      await exchange(source, target, 50, index === 0);
    // The last transfer is one tap from its rows in history (J13).
    await page.getByRole('link', { name: x.seeInHistory }).tap();
    await expect(page).toHaveURL(new RegExp(`/${locale}/transaction-history`));
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('listitem')
        .filter({ hasText: name('PHD') })
        .first(),
    ).toBeVisible();

    // KFC's daily limit: orders bring today's KFC earnings to 100 short of it, a transfer of
    // exactly 100 goes through, and the next one is refused with the limit's message.
    const today = (await ledger()).KFC!.totalDailyEarnPoint;
    for (let left = 400 - today, n = 0; left > 0; left -= 100, n += 1) {
      const placed = await completedOrder(request, {
        brand: 'KFC',
        phnNo,
        orderId: `J4-KFC-limit-${phnNo}-${n}`,
        points: Math.min(left, 100),
      });
      expect(placed.status()).toBe(200);
    }
    expect((await ledger()).KFC!.totalDailyEarnPoint).toBe(400);
    await exchange('AMRX', 'KFC', 100);
    expect((await ledger()).KFC!.totalDailyEarnPoint).toBe(500);
    await page.goto(`/${locale}/exchange-points`);
    await choose('AMRX', 'KFC', 50);
    await expect(page.locator('#transfer-problem')).toHaveText(
      formatMessage(locale, 'ServiceErrorDetails.daily_limit', {
        dailyLimit: 500,
        dailyLimitLeft: 0,
        brand: locale === 'ar' ? `\u2068${name('KFC')}\u2069` : name('KFC'),
      }),
    );
    await page.screenshot({ path: testInfo.outputPath(`j4-daily-limit-${locale}.png`) });

    // The quote answers its no as data (200), so no step of the journey logs an error.
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
}
