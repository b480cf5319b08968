import type { Page } from '@playwright/test';

/**
 * The page's layout shift since it loaded, as Lighthouse's CLS adds it up: every shift the
 * browser recorded, less those just after a tap or a key (`afterInput: 'skip'`, the default). A
 * test that taps nothing may count those too: a phone's emulated touch can mark a load's shifts
 * as following input.
 */
export function layoutShift(
  page: Page,
  { afterInput = 'skip' }: { afterInput?: 'skip' | 'count' } = {},
) {
  return page.evaluate(
    (countAfterInput) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[];
          resolve(
            entries
              .filter((e) => countAfterInput || !e.hadRecentInput)
              .reduce((sum, e) => sum + e.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is no shift: the observer is not called.
        setTimeout(() => resolve(0), 500);
      }),
    afterInput === 'count',
  );
}
