import { type BrowserContext } from '@playwright/test';

/**
 * Fails the browser's fetches of the build script holding `marker` (a string only that part's code
 * has) until `release()` is called, as a dropped signal would. The bundler tries a failed script
 * once more by itself, so both fail. On the context, not the page: once the service worker
 * controls the page, the scripts are its fetches. Returns how many fetches were failed.
 */
export async function failScript(context: BrowserContext, marker: string) {
  let failing = true;
  let failed = 0;
  await context.route('**/_next/static/chunks/*.js', async (route) => {
    if (!failing) return route.continue();
    const response = await route.fetch();
    if (!(await response.text()).includes(marker)) return route.fulfill({ response });
    failed += 1;
    return route.abort('internetdisconnected');
  });
  return {
    failed: () => failed,
    release: () => {
      failing = false;
    },
  };
}
