import { type Response } from '@playwright/test';
import { expect, test } from './support/test';
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';
import { LOCALES } from './support/routes';

// The build this suite runs on came from `npm run build`, whose last step marks the client
// scripts for eager compilation (scripts/compile-hints.mjs): every script a page starts with, and
// one it loads later, carries the hint as its first line, which is the only place V8 reads it.
for (const locale of LOCALES) {
  test(`every script the ${locale} home page loads is marked for eager compilation`, async ({
    page,
  }) => {
    const scripts = new Map<string, Promise<string>>();
    const collect = (response: Response) => {
      if (
        response.request().resourceType() === 'script' &&
        new URL(response.url()).pathname.startsWith('/_next/static/')
      ) {
        scripts.set(response.url(), response.text());
      }
    };
    page.on('response', collect);
    await page.goto(`/${locale}/home`);
    await page.waitForLoadState('networkidle');
    // No more are collected once checking starts: a script the page fetches after that would
    // have its body read after the test had ended, and fail it.
    page.off('response', collect);
    expect(scripts.size).toBeGreaterThan(3);
    for (const [url, body] of scripts)
      expect((await body).startsWith(COMPILE_HINT), url).toBe(true);
  });
}
