import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BRAND_SEEDS } from '@/services/loyalty/seed/brands';
import { expectNoAxeViolations } from './support/axe';
import { newMemberWithPoints } from './support/points';
import { formatMessage, MESSAGES } from './support/routes';

// Exchange points against the production build and the real ledger, in both locales.

type Locale = 'en' | 'ar';
/** An Exchange message as the screen shows it (plurals included). */
const fill = (locale: Locale, key: string, values: Record<string, string | number>) =>
  formatMessage(locale, `Exchange.${key}`, values);
/** A refusal as the BFF words it from the service's code and values (messages ServiceErrorDetails). */
const refusal = (locale: Locale, code: string, values: Record<string, string | number>) =>
  formatMessage(locale, `ServiceErrorDetails.${code}`, values);
const brandName = (code: string, locale: Locale) => {
  const seed = BRAND_SEEDS.find((b) => b.code === code)!;
  return locale === 'ar' ? seed.nameAr : seed.nameEn;
};

/** A brand name as the screen's sentences carry it: isolated for bidi in Arabic. */
const inText = (code: string, locale: Locale) =>
  locale === 'ar' ? `\u2068${brandName(code, locale)}\u2069` : brandName(code, locale);

function screen(page: Page, locale: Locale) {
  const m = MESSAGES[locale].Exchange;
  return {
    m,
    from: page.getByRole('group', { name: m.from }),
    to: page.getByRole('group', { name: m.to }),
    amount: page.getByRole('spinbutton', { name: m.pointsLabel }),
    summary: page.getByRole('region', { name: m.summaryTitle }),
    review: page.getByRole('button', { name: m.review }),
    confirm: page.getByRole('button', { name: m.confirm }),
    problem: page.locator('#transfer-problem'),
  };
}

test('a prefilled transfer shows its preview, moves points once on a double click, and updates balances everywhere (en)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await newMemberWithPoints(page, request, 'en');
  const transferCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/api/amr-loyalty/transfer-points'))
      transferCalls.push(r.postData() ?? '');
  });
  await member.enrol('KFC');
  expect(await member.earn('AMRX', 250)).toBe(250);
  expect(await member.earn('AMRX', 250)).toBe(250);
  const amrx = brandName('AMRX', 'en');
  const kfc = brandName('KFC', 'en');

  await page.goto('/en/exchange-points?source=AMRX&target=KFC&points=100');
  const s = screen(page, 'en');
  await expect(s.from.getByRole('radio', { name: new RegExp(amrx) })).toBeChecked();
  await expect(s.to.getByRole('radio', { name: new RegExp(kfc) })).toBeChecked();
  await expect(s.amount).toHaveValue('100');
  // Enrolled and not enrolled brands are told apart: Pizza Hut is listed but cannot be picked.
  await expect(
    s.to.getByRole('radio', { name: new RegExp(brandName('PHD', 'en')) }),
  ).toBeDisabled();
  // 500 earned and the 100 AMRX joining bonus.
  await expect(page.getByRole('slider', { name: s.m.pointsLabel })).toHaveAttribute('max', '600');
  await expect(page.getByText('Slide to choose how many points to move')).toBeVisible();
  await expect(
    page.getByText(
      'Transferred points keep their expiry date, and expire at most 12 months after the transfer.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'exchange points');

  await s.review.click();
  await expect(s.summary).toContainText(`100 ${amrx} points`);
  await expect(s.summary).toContainText(`100 ${kfc} points`);
  await expect(s.summary).toContainText(
    fill('en', 'rateValue', { source: amrx, target: kfc, rate: 1 }),
  );
  await expect(s.summary).toContainText(fill('en', 'pointsValue', { points: 50 }));
  await expect(s.summary).toContainText(
    fill('en', 'remainingValue', { remaining: 500, limit: 500 }),
  );
  // Two clicks in the same tick, before React has re-rendered the button as busy: both reach the
  // handler, and the second is dropped there (one request, one key). The quote has to be in first
  // (evaluate does not wait for the button to be enabled as a click would).
  await expect(s.confirm).toBeEnabled();
  await s.confirm.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });

  const done = page.getByRole('status').filter({
    hasText: fill('en', 'success', { send: 100, source: amrx, receive: 100, target: kfc }),
  });
  await expect(done).toBeVisible();
  await expect(done).toContainText(fill('en', 'newBalance', { brand: amrx, points: 500 }));
  await expect(done).toContainText(fill('en', 'newBalance', { brand: kfc, points: 150 }));
  // The points widget on the same page shows the new balances without a reload.
  await expect(page.locator('#brand-points li', { hasText: amrx })).toContainText('500');
  await expect(page.locator('#brand-points li', { hasText: kfc })).toContainText('150');

  // The ledger agrees, and the double click moved the points once.
  const after = await member.balances();
  expect(after.brands.AMRX?.pointBalance).toBe(500);
  expect(after.brands.KFC?.pointBalance).toBe(150);
  const history = await member.service('reward-history', { filter: 'redeemed' });
  expect((history.body.data as { rewards: unknown[] }).rewards).toHaveLength(1);
  expect(transferCalls).toHaveLength(1);

  // The same transfer confirmed again later is a new intent with a new key: it moves points again.
  // Its reply is held back: while it is in flight nothing that would start another intent can
  // change (pickers, amount, Change), so the reply still lands and the balances are read again.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/amr-loyalty/transfer-points', async (route) => {
    await held;
    await route.continue();
  });
  await s.amount.fill('100');
  await s.review.click();
  await s.confirm.click();
  await expect(page.getByRole('button', { name: s.m.confirming })).toBeDisabled();
  await expect(page.getByRole('button', { name: s.m.change, exact: true })).toBeDisabled();
  await expect(s.amount).toBeDisabled();
  await expect(s.from.getByRole('radio', { name: new RegExp(kfc) })).toBeDisabled();
  await expect(s.to.getByRole('radio', { name: new RegExp(amrx) })).toBeDisabled();
  release();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: fill('en', 'newBalance', { brand: amrx, points: 400 }) }),
  ).toBeVisible();
  await expect(page.locator('#brand-points li', { hasText: amrx })).toContainText('400');
  await expect(s.amount).toBeEnabled();
  const keys = transferCalls.map(
    (body) => (JSON.parse(body) as { idempotencyKey: string }).idempotencyKey,
  );
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
  const again = await member.balances();
  expect(again.brands.AMRX?.pointBalance).toBe(400);
  expect(again.brands.KFC?.pointBalance).toBe(250);
});

test('a retry after a lost reply resends the same idempotency key and moves points once (ar)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await newMemberWithPoints(page, request, 'ar');
  await member.enrol('KFC');
  await member.earn('AMRX', 250);
  await member.earn('AMRX', 250);
  const keys: string[] = [];
  // The first request reaches the ledger and commits, then its reply is lost: a gateway's 503 page
  // reaches the browser instead.
  await page.route('**/api/amr-loyalty/transfer-points', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    if (keys.length === 1) {
      await route.fetch();
      await route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<html><body>Service Unavailable</body></html>',
      });
    } else await route.continue();
  });

  await page.goto('/ar/exchange-points?source=AMRX&target=KFC&points=100');
  const s = screen(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(s.amount).toHaveValue('100');
  await s.review.click();
  await s.confirm.click();
  await expect(
    page.getByRole('alert').filter({ hasText: MESSAGES.ar.ApiErrors.generic }),
  ).toBeVisible();
  await page.getByRole('button', { name: s.m.tryAgain }).click();
  // The names are isolated by elements here (components/ui/isolated-text.tsx), not by marks.
  const amrx = brandName('AMRX', 'ar');
  const kfc = brandName('KFC', 'ar');
  await expect(
    page.getByRole('status').filter({
      hasText: fill('ar', 'success', { send: 100, source: amrx, receive: 100, target: kfc }),
    }),
  ).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const after = await member.balances();
  expect(after.brands.AMRX?.pointBalance).toBe(500);
  expect(after.brands.KFC?.pointBalance).toBe(150);
  await expectNoAxeViolations(page, 'exchange points after a transfer (ar)');
});

for (const locale of ['en', 'ar'] as const) {
  test(`the minimum, the balance and the daily earning limit are refused with their messages (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const member = await newMemberWithPoints(page, request, locale);
    await member.enrol('KFC');
    await member.earn('AMRX', 250);
    await member.earn('AMRX', 250);
    const kfc = inText('KFC', locale);

    await page.goto(`/${locale}/exchange-points?source=AMRX&target=KFC&points=49`);
    const s = screen(page, locale);
    // The quote's refusal, worded by the BFF (lib/bff/member-text.ts) with its values.
    await expect(s.problem).toHaveText(refusal(locale, 'below_minimum', { minimum: 50 }));
    await expect(s.review).toBeDisabled();
    // An empty amount: Review stays disabled and still says why beside it.
    await s.amount.fill('');
    await expect(s.problem).toHaveText(s.m.noPoints);
    await expect(s.review).toHaveAttribute('aria-describedby', 'transfer-problem');
    // 500 earned and the 100 AMRX joining bonus: 700 is 100 more than the balance.
    await s.amount.fill('700');
    await expect(s.problem).toHaveText(
      refusal(locale, 'insufficient_points', { missing: 100, brand: inText('AMRX', locale) }),
    );
    await expect(s.review).toBeDisabled();
    await s.amount.fill('100');
    await expect(s.problem).toHaveText('');
    await s.review.click();
    await expect(s.confirm).toBeEnabled();

    // Meanwhile the member earns KFC's whole daily limit at the counter (500 = 5 × 100 per order).
    for (let i = 0; i < 5; i += 1) expect(await member.earn('KFC', 100)).toBe(100);
    await s.confirm.click();
    await expect(s.problem).toHaveText(
      refusal(locale, 'daily_limit', { dailyLimit: 500, dailyLimitLeft: 0, brand: kfc }),
    );
    await expect(s.confirm).toBeDisabled();
    await expect(s.summary).toContainText(
      fill(locale, 'remainingValue', { remaining: 0, limit: 500 }),
    );
    await expectNoAxeViolations(page, `exchange points refused (${locale})`);

    // The ledger refuses the same, and nothing moved.
    const refused = await member.service('transfer-points', {
      sourceBrand: 'AMRX',
      targetBrand: 'KFC',
      points: 49,
      idempotencyKey: randomUUID(),
    });
    expect(refused.status).toBe(400);
    expect((refused.body.data as { code: string }).code).toBe('below_minimum');
    const after = await member.balances();
    expect(after.brands.AMRX?.pointBalance).toBe(600);
    expect(after.brands.KFC?.pointBalance).toBe(550);
  });
}
