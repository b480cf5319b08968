import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { layoutShift } from './support/layout-shift';
import { expectNoAxeViolations } from './support/axe';
import { formatMessage, LOCALES, MESSAGES } from './support/routes';

// docs/product.md §2 Rewards listing and details, §8 rewards messages, §9 validity, for a guest.

const BRAND = {
  en: { KFC: 'KFC', TGIF: 'TGI Fridays' },
  ar: { KFC: 'كنتاكي', TGIF: 'تي جي آي فرايديز' },
} as const;
const KFC_TOTAL = 13;
const KFC_ONLINE = 6;
const KFC_IN_STORE = 7;

const rewardsRegion = (page: Page, locale: 'en' | 'ar') =>
  page.getByRole('region', { name: MESSAGES[locale].Rewards.rewardsTitle, exact: true });

for (const locale of LOCALES) {
  const m = MESSAGES[locale];

  test(`rewards load page by page as the member scrolls, and filter by offer type (${locale})`, async ({
    page,
  }) => {
    const pages: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/amr-loyalty/reward-list'))
        pages.push((r.postDataJSON() as { page: number }).page);
    });
    await page.goto(`/${locale}/rewards`);
    const rewards = rewardsRegion(page, locale);
    const cards = rewards.getByRole('listitem');
    // docs/product.md §9 default brand KFC; six a page.
    await expect(
      page
        .getByRole('group', { name: m.Rewards.brandLabel })
        .getByRole('button', { name: BRAND[locale].KFC }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText(
      formatMessage(locale, 'Rewards.points', { points: 150 }),
    );
    await expect(cards.first()).toContainText(
      locale === 'en' ? 'Use within 7 Days' : 'استخدمها خلال',
    );
    await page.getByTestId('rewards-end').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(12);
    await page.getByTestId('rewards-end').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(KFC_TOTAL);
    // Newly loaded items are appended: the first cards stay where they were.
    await expect(cards.first()).toContainText(
      locale === 'en' ? 'Free Zinger meal' : 'وجبة زنجر مجانية',
    );
    // The first page came with the page's HTML (guests too); the next two as the member scrolled.
    expect(pages).toEqual([2, 3]);

    const filters = page.getByRole('group', { name: m.Rewards.filterLabel });
    await filters.getByRole('button', { name: m.Rewards.filterOnline }).click();
    await expect(filters.getByRole('button', { name: m.Rewards.filterOnline })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(KFC_ONLINE);
    for (const card of await cards.all()) await expect(card).toContainText(m.Rewards.filterOnline);
    await filters.getByRole('button', { name: m.Rewards.filterInStore }).click();
    await expect(cards.first()).toContainText(m.Rewards.filterInStore);
    await page.getByTestId('rewards-end').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(KFC_IN_STORE);
    for (const card of await cards.all()) await expect(card).toContainText(m.Rewards.filterInStore);

    // TGI Fridays has only in-store rewards: the online filter is empty (docs/product.md §8).
    await page
      .getByRole('group', { name: m.Rewards.brandLabel })
      .getByRole('button', { name: BRAND[locale].TGIF })
      .click();
    await filters.getByRole('button', { name: m.Rewards.filterOnline }).click();
    await expect(rewards.getByText(m.Rewards.noRewardsFiltered)).toBeVisible();
    await expectNoAxeViolations(page, `/${locale}/rewards`);
  });

  test(`a reward's details open in-app over the listing, with its tabs, and close back to it (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/rewards`);
    const cards = rewardsRegion(page, locale).getByRole('listitem');
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/rewards/detail/kfc/kfc-zinger-meal$`));
    const dialog = page.getByRole('dialog', { name: m.Modals.rewardDetail });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('heading', {
        name: locale === 'en' ? 'Free Zinger meal' : 'وجبة زنجر مجانية',
      }),
    ).toBeVisible();
    await expect(dialog.getByTestId('reward-cost')).toHaveText('150');
    await expect(dialog).toContainText(locale === 'en' ? 'Use within 7 Days' : 'استخدمها خلال');
    // A guest is asked to log in first (docs/product.md §4 Reward flow step 1).
    await expect(dialog.getByText(m.RewardDetail.loginToUnlock)).toBeVisible();
    const tabs = dialog.getByRole('tablist', { name: m.RewardDetail.tabsLabel });
    await expect(tabs.getByRole('tab', { name: m.RewardDetail.tabDetails })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await tabs.getByRole('tab', { name: m.RewardDetail.tabTerms }).click();
    await expect(dialog.getByRole('tabpanel')).toContainText(
      locale === 'en' ? 'One use per voucher' : 'استخدام واحد لكل قسيمة',
    );
    await tabs.getByRole('tab', { name: m.RewardDetail.tabFaq }).click();
    await expect(dialog.getByRole('tabpanel').locator('dt').first()).toBeVisible();
    await expectNoAxeViolations(page, 'reward details');
    await dialog.getByRole('button', { name: m.RouteModal.close }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/rewards$`));
    await expect(rewardsRegion(page, locale).getByRole('listitem')).toHaveCount(6);
  });

  test(`a hard load of a reward shows it over /rewards; an unknown one says it is not found (${locale})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/${locale}/rewards/detail/kfc/kfc-bucket-online`);
    const dialog = page.getByRole('dialog', { name: m.Modals.rewardDetail });
    await expect(
      dialog.getByRole('heading', {
        name: locale === 'en' ? '8-piece bucket at half price' : 'باكيت 8 قطع بنصف السعر',
      }),
    ).toBeVisible();
    await expect(dialog).toContainText(locale === 'en' ? 'Use within 48 Hrs' : 'استخدمها خلال');
    await expect(page.locator('main h1')).toHaveText(m.Pages.rewards);
    // Beneath the open dialog the page is hidden from assistive technology, so not queried by role.
    await expect(page.getByTestId('rewards-list').locator('li')).toHaveCount(6);
    // The list behind it is drawn in the browser once the page runs (deferred-rewards-catalog.tsx),
    // without an error.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // Closed, the detail leaves the rewards page, which works as ever.
    await dialog.getByRole('button', { name: m.RouteModal.close }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/rewards$`));
    const filters = page.getByRole('group', { name: m.Rewards.filterLabel });
    await filters.getByRole('button', { name: m.Rewards.filterOnline }).click();
    await expect(filters.getByRole('button', { name: m.Rewards.filterOnline })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rewardsRegion(page, locale).getByRole('listitem')).toHaveCount(KFC_ONLINE);
    for (const card of await rewardsRegion(page, locale).getByRole('listitem').all())
      await expect(card).toContainText(m.Rewards.filterOnline);
    expect(errors).toEqual([]);

    await page.goto(`/${locale}/rewards/detail/kfc/no-such-reward`);
    await expect(
      page.getByRole('dialog', { name: m.Modals.rewardDetail }).getByRole('alert'),
    ).toHaveText(m.RewardDetail.notFound);
    await page.goto(`/${locale}/voucher/detail/kfc/no-such-voucher`);
    await expect(
      page.getByRole('dialog', { name: m.Modals.voucherDetail }).getByRole('alert'),
    ).toContainText(m.Voucher.loginToSee);
  });

  test(`an upstream failure shows the docs/product.md §8 error, and retry recovers (${locale})`, async ({
    page,
  }) => {
    // The first page comes with the HTML; the browser's own read is the next one it makes, here
    // for the Online filter.
    await page.goto(`/${locale}/rewards`);
    const rewards = rewardsRegion(page, locale);
    await expect(rewards.getByRole('listitem')).toHaveCount(6);
    let failures = 1;
    await page.route('**/api/amr-loyalty/reward-list', async (route) => {
      if (failures-- > 0)
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, message: 'Service unavailable', data: null }),
        });
      else await route.continue();
    });
    await page
      .getByRole('group', { name: m.Rewards.filterLabel })
      .getByRole('button', { name: m.Rewards.filterOnline })
      .click();
    await expect(rewards.getByRole('alert')).toContainText(m.Rewards.rewardsError);
    await expectNoAxeViolations(page, 'rewards error');
    await rewards.getByRole('button', { name: m.ApiErrors.retry }).click();
    await expect(rewards.getByRole('alert')).toHaveCount(0);
    await expect(rewards.getByRole('listitem').first()).toBeVisible();
  });

  test(`a later page failing keeps what was loaded and offers a retry; an empty catalogue says so (${locale})`, async ({
    page,
  }) => {
    await page.route('**/api/amr-loyalty/reward-list', async (route) => {
      const body = route.request().postDataJSON() as { page: number; brand: string };
      if (body.brand === 'tgif') {
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 200,
            message: 'OK',
            data: { rewards: [], isNextPage: false },
          }),
        });
      } else if (body.page === 2) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, message: 'Oops', data: null }),
        });
      } else await route.continue();
    });
    await page.goto(`/${locale}/rewards`);
    const rewards = rewardsRegion(page, locale);
    await expect(rewards.getByRole('listitem')).toHaveCount(6);
    await page.getByTestId('rewards-end').scrollIntoViewIfNeeded();
    await expect(rewards.getByRole('alert')).toContainText(m.Rewards.rewardsError);
    await expect(rewards.getByRole('listitem')).toHaveCount(6);
    await page
      .getByRole('group', { name: m.Rewards.brandLabel })
      .getByRole('button', { name: BRAND[locale].TGIF })
      .click();
    await expect(rewards.getByText(m.Rewards.noRewards)).toBeVisible();
  });
}

// The catalogue behind a hard-loaded detail is drawn in the browser after the first paint
// (deferred-rewards-catalog.tsx); its place is held, so on a larger screen the footer beneath it
// does not move while it fills in behind the backdrop.
test('the rewards page behind a hard-loaded detail fills in without moving the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/rewards/detail/kfc/kfc-bucket-online');
  await expect(page.getByTestId('rewards-list').locator('li')).toHaveCount(6);
  const shift = await layoutShift(page);
  // Without the held place the footer's move alone scored 0.017 here (under Lighthouse's 0.02, so
  // held tighter); with it, none in most loads and 0.0002 in one.
  expect(shift).toBeLessThan(0.005);
});

test('a card image that fails to load falls back to the default card image (docs/product.md §8)', async ({
  page,
}) => {
  // The first KFC card's picture (services/loyalty/seed/rewards.ts), failing before the page runs.
  await page.route('**/rewards/zinger-meal.webp', (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('/en/rewards');
  const image = rewardsRegion(page, 'en').getByRole('listitem').first().locator('img');
  await expect(image).toHaveAttribute('src', '/rewards/default-card.svg');
});
