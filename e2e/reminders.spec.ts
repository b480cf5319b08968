import { expect, test } from './support/test';
import { LAYLA, signInAs } from './support/session';
import { LOCALES, MESSAGES } from './support/routes';

// The reminders offer on the points widget's expiry line (docs/product.md §4 Reminders): a member
// whose points expire within 30 days sees it under the line, reads what will be sent before the
// browser is asked, and can decline. Turning reminders on and receiving one is journey J10
// (e2e/journeys/j10-reminder-before-points-expire.spec.ts).
for (const locale of LOCALES) {
  test(`the expiry line offers reminders and explains before asking (${locale})`, async ({
    page,
    request,
  }) => {
    const m = MESSAGES[locale];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInAs(page, request, LAYLA);
    await page.goto(`/${locale}/home`);
    const offer = page.getByRole('button', { name: m.Reminders.offer });
    await offer.click();
    const explain = page.getByRole('group', { name: m.Reminders.explain });
    await expect(explain).toBeVisible();
    await expect(explain.getByRole('button', { name: m.Reminders.allow })).toBeVisible();
    await explain.getByRole('button', { name: m.Reminders.notNow }).click();
    await expect(explain).toHaveCount(0);
    await expect(offer).toBeVisible();
    expect(errors).toEqual([]);
  });
}
