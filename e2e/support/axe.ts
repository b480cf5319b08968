import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No axe violations on the page as it stands (WCAG 2.1 A and AA rules). */
export async function expectNoAxeViolations(page: Page, what: string) {
  // After a client-side navigation Next writes the new <title> a moment after the content; a
  // page that never gets one still fails here.
  await expect(page, `a document title on ${what}`).toHaveTitle(/\S/);
  // Colours are checked as they end: mid fade-in (the guided tour's popover, a dialog opening)
  // text is fainter than it will be. Endless animations (a skeleton's pulse) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}
