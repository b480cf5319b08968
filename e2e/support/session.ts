import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bff } from './bff';
import { clientIdFromBrand } from './sign-in';

// A signed-in member for tests of what a member's pages are, not of how one signs in: a real
// session, made as a brand app's deep link makes one (a one-time client id spent through the
// app's own BFF), so the service knows it and the page renders the member it names. Journeys sign
// in through the screens instead (e2e/journeys/).
export const SESSION_COOKIE = '__Host-amrx-session';

export const LAYLA = { cCode: '+971', phnNo: '501234567', name: 'Layla Haddad' } as const;

export async function signInAs(
  page: Page,
  request: APIRequestContext,
  member: { cCode: string; phnNo: string } = LAYLA,
) {
  // Any document of the app's origin will do for its scripts' calls; this one renders nothing.
  if (!page.url().startsWith('http')) await page.goto('/offline.html');
  const clientId = await clientIdFromBrand(request, member.cCode, member.phnNo);
  const { status, json } = await bff<{ success: boolean }>(page, 'validate-account', {
    clientId,
    brand: 'KFC',
    brandName: 'KFC',
  });
  expect(status).toBe(200);
  expect(json.data.success).toBe(true);
}
