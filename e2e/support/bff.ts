import type { Page } from '@playwright/test';

/** A call to the app's BFF from the page, with the page's own session, as its scripts make it. */
export function bff<T>(
  page: Page,
  call: string,
  body: unknown,
): Promise<{ status: number; json: { data: T } }> {
  return page.evaluate(
    async ([c, b]) => {
      const r = await fetch(`/api/amr-loyalty/${c}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return { status: r.status, json: await r.json() };
    },
    [call, body] as const,
  );
}
