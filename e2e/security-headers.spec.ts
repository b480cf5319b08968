import { type APIResponse, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LOCALES, ROUTES, samplePath } from './support/routes';
import { signInAs } from './support/session';
import { brandSiteURL } from '../playwright.config';

// Issue "Installable, fast and locked down": every response carries the security headers; pages
// carry a per-request nonce that every script has, and no page breaks its own policy.

const STATIC_HEADERS = {
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'cross-origin-opener-policy': /^same-origin/,
  'permissions-policy': /geolocation=\(self\)/,
};

function expectStaticHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, pattern] of Object.entries(STATIC_HEADERS))
    expect(headers[name], name).toMatch(pattern);
}

function nonceOf(response: APIResponse): string {
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const nonce = policy.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
  expect(nonce, 'a nonce in the policy').toBeTruthy();
  return nonce!;
}

async function expectScriptsCarryNonce(response: APIResponse) {
  const nonce = nonceOf(response);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
}

const PAGES = ROUTES.filter((r) => r.kind === 'page' && r.access !== 'authOnly');
const MODALS = ROUTES.filter((r) => r.kind === 'modal' && r.access === 'public');

for (const locale of LOCALES) {
  test(`every public page and modal in ${locale} has the headers and a nonce on every script`, async ({
    request,
  }) => {
    for (const entry of [...PAGES, ...MODALS]) {
      const response = await request.get(`/${locale}${samplePath(entry)}`, { maxRedirects: 0 });
      expect(response.status(), entry.pattern).toBeLessThan(500);
      expectStaticHeaders(response);
      if (response.status() === 200) await expectScriptsCarryNonce(response);
    }
  });
}

test('each response gets its own nonce', async ({ request }) => {
  const [a, b] = await Promise.all([request.get('/en/home'), request.get('/en/home')]);
  expect(nonceOf(a)).not.toBe(nonceOf(b));
});

test('framing is limited to the app and the configured brand origins', async ({ request }) => {
  const policy = (await request.get('/en/home')).headers()['content-security-policy'] ?? '';
  const ancestors = policy.match(/frame-ancestors ([^;]+)/)?.[1]?.split(' ');
  expect(ancestors).toEqual(["'self'", brandSiteURL]);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
});

test('redirects, not-found pages, API answers, API errors and files carry the headers', async ({
  request,
}) => {
  const redirect = await request.get('/', { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expectStaticHeaders(redirect);
  expect(redirect.headers()['content-security-policy']).toContain('frame-ancestors');

  const api = await request.get('/api/amr-loyalty/config');
  expect(api.status()).toBe(200);
  expectStaticHeaders(api);
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(api.headers()['cache-control']).toBe('no-store');

  const apiError = await request.get('/api/amr-loyalty/not-a-call');
  expect(apiError.status()).toBe(404);
  expectStaticHeaders(apiError);
  expect(apiError.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  for (const file of [
    '/icons/icon-192.png',
    '/en/manifest.webmanifest',
    '/serwist/sw.js',
    '/offline.html',
  ]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expectStaticHeaders(response);
  }
});

test('a member’s JSON is never stored by a cache', async ({ page, request }) => {
  await signInAs(page, request);
  const response = await page.request.get('/api/amr-loyalty/loyalty-brands');
  expect(response.headers()['cache-control']).toBe('no-store');
});

/** Collects the page's CSP violations, as the browser reports them. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

for (const locale of LOCALES) {
  test(`no page or modal breaks the policy in ${locale}, for a guest and a member`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const visit = async (path: string) => {
      await page.goto(`/${locale}${path}`);
      await page.waitForLoadState('networkidle');
    };
    for (const entry of [...PAGES, ...MODALS]) await visit(samplePath(entry));
    await signInAs(page, request);
    for (const entry of ROUTES.filter((r) => r.kind === 'page' && r.access !== 'guestOnly'))
      await visit(samplePath(entry));
    expect(violations).toEqual([]);
  });
}
