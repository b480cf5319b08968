import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { formatDate } from '@/lib/i18n/format';
import { BRAND_SEEDS } from '@/services/loyalty/seed/brands';
import { expectNoAxeViolations } from './support/axe';
import { setCallFailing } from './support/faults';
import { newMemberWithPoints } from './support/points';
import { historyAmount, MESSAGES } from './support/routes';
import { signInAs } from './support/session';
import { signInWithClientId } from './support/sign-in';

// Transaction history against the production build and the real ledger, in both locales.

const nameOf = (code: string, locale: 'en' | 'ar') => {
  const seed = BRAND_SEEDS.find((b) => b.code === code)!;
  return locale === 'ar' ? seed.nameAr : seed.nameEn;
};

for (const locale of ['en', 'ar'] as const) {
  test(`history tabs show each movement with brand, reason, points and date, page by page (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale].History;
    const member = await newMemberWithPoints(page, request, locale);

    // A new member's history starts with the AMRX joining bonus the card promises.
    await page.goto(`/${locale}/transaction-history`);
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toContainText(
      m['kind_joining-bonus'],
    );
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toContainText('+100');

    // 15 movements: 3 joining bonuses, 10 orders, and one transfer (out of AMRX, into Pizza Hut).
    await member.enrol('KFC', 'PHD');
    for (let i = 0; i < 4; i += 1) await member.earn('AMRX', 250);
    for (let i = 0; i < 5; i += 1) await member.earn('KFC', 100);
    await member.earn('PHD', 80);
    const moved = await member.service('transfer-points', {
      sourceBrand: 'AMRX',
      targetBrand: 'PHD',
      points: 60,
      idempotencyKey: randomUUID(),
    });
    expect(moved.status).toBe(200);

    await page.reload();
    const tabs = page.getByRole('tablist', { name: m.tabsLabel });
    await expect(tabs.getByRole('tab')).toHaveText([
      m.tab_all,
      m.tab_earned,
      m.tab_redeemed,
      m.tab_expiry,
    ]);
    const panel = page.getByRole('tabpanel');
    const rows = panel.getByRole('listitem');
    await expect(rows).toHaveCount(10);
    // Newest first: the transfer's credit into Pizza Hut, with its reason, points and date.
    const phd = nameOf('PHD', locale);
    const amrx = nameOf('AMRX', locale);
    await expect(rows.first()).toContainText(phd);
    await expect(rows.first()).toContainText(
      locale === 'ar' ? `تحويل من ${amrx}` : `Transfer from ${amrx}`,
    );
    await expect(rows.first()).toContainText(historyAmount(locale, 60));
    await expect(rows.first()).toContainText(formatDate(new Date(), locale));
    await expect(rows.nth(1)).toContainText(historyAmount(locale, -60));
    await expectNoAxeViolations(page, `transaction history (${locale})`);

    // A transfer says it is one, in whichever tab it sits.
    await expect(rows.first()).toContainText(m['kind_transfer-in']);
    await expect(rows.nth(1)).toContainText(m['kind_transfer-out']);
    await panel.getByRole('button', { name: m.loadMore }).click();
    await expect(rows).toHaveCount(15);
    await expect(panel.getByRole('button', { name: m.loadMore })).toHaveCount(0);

    await tabs.getByRole('tab', { name: m.tab_earned }).click();
    await expect(rows).toHaveCount(10);
    await panel.getByRole('button', { name: m.loadMore }).click();
    await expect(rows).toHaveCount(14);

    await tabs.getByRole('tab', { name: m.tab_redeemed }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(amrx);
    await expect(rows.first()).toContainText(historyAmount(locale, -60));
    await expect(rows.first()).toContainText(m['kind_transfer-out']);

    await tabs.getByRole('tab', { name: m.tab_expiry }).click();
    await expect(panel.getByRole('region', { name: m.expiringSoonTitle })).toContainText(
      m.noneExpiringSoon,
    );
    await expect(panel.getByRole('region', { name: m.expiredTitle })).toContainText(m.noneExpired);

    // docs/product.md §9: dates and times are those of the member's country: Dubai for UAE, Riyadh for KSA.
    // The hour expected is read in the browser's own Intl, as the page formats it (lib/i18n/format.ts).
    const hourIn = (at: string, zone: string) =>
      page.evaluate(
        ([instant, timeZone, lang]) =>
          new Intl.DateTimeFormat(lang, {
            hour: 'numeric',
            minute: '2-digit',
            hourCycle: 'h12',
            timeZone,
          }).format(new Date(instant)),
        [at, zone, locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB'] as const,
      );
    await tabs.getByRole('tab', { name: m.tab_all }).click();
    const time = rows.first().locator('time');
    const at = (await time.getAttribute('datetime'))!;
    const [dubai, riyadh] = [await hourIn(at, 'Asia/Dubai'), await hourIn(at, 'Asia/Riyadh')];
    expect(riyadh).not.toBe(dubai);
    await expect(time).toContainText(dubai);
    // The member's country as the app itself stores it (components/auth/change-country-form.tsx).
    await page.evaluate(() => {
      document.cookie = 'country=KSA; path=/; max-age=31536000; secure; samesite=none';
    });
    await page.reload();
    await expect(rows.first().locator('time')).toContainText(riyadh);
  });
}

test('the expiry tab lists lots expiring soon, then what expired (ar)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.ar.History;
  // Layla's seeded ledger has an AMRX lot expiring within 30 days and an expired bonus.
  await signInWithClientId(page, request, 'ar', '+971', '501234567');
  await page.goto('/ar/transaction-history');
  await page.getByRole('tab', { name: m.tab_expiry }).click();
  const soon = page.getByRole('region', { name: m.expiringSoonTitle });
  await expect(soon.getByRole('listitem').first()).toContainText(
    m.expiresOn.replace('{date}', '').trim(),
  );
  await expect(soon).toContainText(nameOf('AMRX', 'ar'));
  const expired = page.getByRole('region', { name: m.expiredTitle });
  await expect(expired.getByRole('listitem').first()).toContainText('انتهت صلاحية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, 'expiry tab (ar)');
});

// The page reads the first page of history on the server for its first paint, so the failure is
// the service's, for a member of this test's own: whoever asks, until it is cleared.
test('an upstream failure shows the error with a retry that recovers (en)', async ({
  page,
  request,
}) => {
  const m = MESSAGES.en;
  const member = await newMemberWithPoints(page, request, 'en');
  await member.enrol('KFC');
  await member.earn('KFC', 40);
  await setCallFailing(request, 'reward-history', { cCode: '+971', phnNo: member.phnNo }, true);
  await page.goto('/en/transaction-history');
  const alert = page.getByRole('tabpanel').getByRole('alert');
  await expect(alert).toContainText(m.ApiErrors.generic);
  await expectNoAxeViolations(page, 'transaction history error');
  await setCallFailing(request, 'reward-history', { cCode: '+971', phnNo: member.phnNo }, false);
  await alert.getByRole('button', { name: m.History.retry }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(
    nameOf('KFC', 'en'),
  );
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);
});

for (const locale of ['en', 'ar'] as const) {
  test(`at 320 px the four history tabs are all in view, none cut (${locale})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInAs(page, request);
    await page.goto(`/${locale}/transaction-history`);
    const tablist = page.getByRole('tablist', { name: MESSAGES[locale].History.tabsLabel });
    await expect(tablist.getByRole('tab')).toHaveCount(4);
    const fits = await tablist.evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.querySelectorAll('[role=tab]')].map((tab) => {
        const r = tab.getBoundingClientRect();
        return {
          label: tab.textContent,
          inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5,
          whole: tab.scrollWidth <= tab.clientWidth,
          oneLine: r.height < 2 * parseFloat(getComputedStyle(tab).lineHeight) + 16,
        };
      });
    });
    for (const tab of fits)
      expect(tab, tab.label ?? '').toMatchObject({ inside: true, whole: true, oneLine: true });
  });
}
