import { type Page } from '@playwright/test';
import { expect } from './test';

/**
 * After a hard load a modal takes focus once hydrated; only then do keys and its scripted links
 * (a brand app's, lib/brands/open-app.ts) work. On a busy two-core run a tap before that is lost.
 */
export async function modalReady(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]')))
    .toBe(true);
}
