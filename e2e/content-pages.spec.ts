import { expect, test } from './support/test';
import { CONTENT_AR } from '@/services/loyalty/seed/content-ar';
import { CONTENT_EN } from '@/services/loyalty/seed/content-en';
import { LOCALES, MESSAGES } from './support/routes';
import { expectNoAxeViolations } from './support/axe';

// docs/product.md §2 content pages from the content call, with and without the main layout, the searchable
// FAQ and the support contacts from config; expectations come from the service seed.

const CONTENT = { en: CONTENT_EN, ar: CONTENT_AR } as const;

const PAGES = [
  { path: '/terms-and-conditions', type: 'terms', title: 'termsAndConditions', mainLayout: true },
  { path: '/privacy-policy', type: 'privacy', title: 'privacyPolicy', mainLayout: true },
  { path: '/cookie-policy', type: 'cookie-policy', title: 'cookiePolicy', mainLayout: true },
  { path: '/terms', type: 'terms', title: 'terms', mainLayout: false },
  { path: '/privacy', type: 'privacy', title: 'privacy', mainLayout: false },
] as const;

for (const locale of LOCALES) {
  const m = MESSAGES[locale];

  test.describe(`content pages (${locale})`, () => {
    for (const { path, type, title, mainLayout } of PAGES) {
      test(`${path} shows every section of the ${type} text`, async ({ page }) => {
        await page.goto(`/${locale}${path}`);
        await expect(page.locator('main h1')).toHaveText(m.Pages[title]);
        const sections = CONTENT[locale][type].sections;
        await expect(page.locator('main h2')).toHaveText(sections.map((s) => s.heading));
        await expect(page.getByText(sections[0]!.body)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        // /terms and /privacy are opened from brand apps: no header, drawer or footer around them.
        await expect(page.getByRole('banner')).toHaveCount(mainLayout ? 1 : 0);
        await expect(page.getByRole('button', { name: m.Drawer.open })).toHaveCount(
          mainLayout ? 1 : 0,
        );
        await expectNoAxeViolations(page, `${path} (${locale})`);
      });
    }

    test('the FAQ is searchable and each answer expands', async ({ page }) => {
      const faq = CONTENT[locale].faq.sections;
      await page.goto(`/${locale}/faq`);
      await expect(page.locator('main h1')).toHaveText(m.Pages.faq);
      const questions = page.getByRole('main').getByRole('button');
      await expect(questions).toHaveText(faq.map((q) => q.heading));

      const search = page.getByLabel(m.Content.faqSearch);
      await search.fill(locale === 'ar' ? 'صلاحيه' : 'EXPIRE');
      const expiry = faq.find((q) => /expire|صلاحية/.test(q.heading))!;
      await expect(questions).toHaveText([expiry.heading]);
      const question = page.getByRole('button', { name: expiry.heading });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(expiry.body)).toBeVisible();
      await expectNoAxeViolations(page, `FAQ with an answer open (${locale})`);

      await search.fill('zzzz');
      await expect(page.getByText(m.Content.faqEmpty)).toBeVisible();
      await expect(questions).toHaveCount(0);
      await search.fill('');
      await expect(questions).toHaveCount(faq.length);
    });

    test('support shows the phone and email from config and the call link', async ({ page }) => {
      await page.goto(`/${locale}/support`);
      await expect(page.locator('main h1')).toHaveText(m.Pages.support);
      await expect(
        page.getByRole('link', { name: new RegExp(m.Content.callSupport) }),
      ).toHaveAttribute('href', 'tel:+971600526272');
      const email = 'support@amrx-rewards.example';
      await expect(
        page.getByRole('link', { name: m.Content.emailSupport.replace('{email}', email) }),
      ).toHaveAttribute('href', `mailto:${email}`);
      await page.getByRole('link', { name: m.Content.faqLink }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/faq$`));
      await expectNoAxeViolations(page, `support (${locale})`);
    });
  });
}
