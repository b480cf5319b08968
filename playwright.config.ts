import { generateKeyPairSync } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run against the production build (docs/architecture.md §3) and the real loyalty service
// (demo mode, a fresh PGlite per run), in Debian's Chromium: browsers cannot be downloaded here.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SERVICE_PORT = Number(process.env.E2E_SERVICE_PORT ?? 4110);
const BRAND_SITE_PORT = Number(process.env.E2E_BRAND_SITE_PORT ?? 4111);
export const baseURL = `http://localhost:${PORT}`;
export const serviceURL = `http://127.0.0.1:${SERVICE_PORT}`;
/** A brand's web page that embeds the app (e2e/support/brand-site.mjs), allow-listed by origin. */
export const brandSiteURL = `http://127.0.0.1:${BRAND_SITE_PORT}`;
/** The same page on an origin no configuration names. */
export const strangerSiteURL = `http://localhost:${BRAND_SITE_PORT}`;
/**
 * The store map's style (docs/product.md §2 /locate-brands). No server answers it: a test that
 * opens the map serves a stub style itself (e2e/store-map.spec.ts), so no tile leaves the machine.
 */
export const mapStyleURL = 'https://maps.amrx-e2e.example/style.json';

/**
 * A Google Wallet issuer made for this run (docs/product.md §4 Member card in the phone's wallet):
 * its key, generated once here, signs the save links; no link leaves the machine (the journeys
 * answer pay.google.com themselves).
 */
process.env.E2E_GOOGLE_WALLET_KEY ??= generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
}).privateKey;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Two cores carry Chromium, next start, the loyalty service and two workers at once; a flow of
  // many steps (sign up, enrol, a page, an axe scan) takes up to 30 s here on a busy run. The limit
  // is there to end a hung test, not to time one (docs/quality.md §3: no timed tests).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Visitors who already accepted cookies; e2e/consent.spec.ts starts without the cookie.
    storageState: 'e2e/support/consent-accepted.json',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No --disable-features here: Chromium reads only the last one given, and Playwright's
        // own list (paint holding, HTTPS upgrades, start-up requests to search hosts) would go.
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node scripts/e2e-service.mjs',
      url: `${serviceURL}/v1/config`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { LOYALTY_PORT: String(SERVICE_PORT) },
    },
    {
      command: `node node_modules/next/dist/bin/next start -p ${PORT}`,
      url: `${baseURL}/en/home`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // A brand site on another origin, allowed to embed the app (e2e/fingerprint.spec.ts). The
      // suite's one peer stands for the load balancer in front: each test's requests say which
      // client they come from (e2e/support/test.ts), as a balancer's forwarded address would.
      env: {
        UPSTREAM_URL: serviceURL,
        BRAND_ORIGINS: brandSiteURL,
        TRUSTED_PROXIES: '127.0.0.1,::1',
        GOOGLE_WALLET_ISSUER_ID: '3388000000022222222',
        GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@amrx-e2e.iam.example',
        GOOGLE_WALLET_PRIVATE_KEY: process.env.E2E_GOOGLE_WALLET_KEY,
        MAP_STYLE_URL: mapStyleURL,
      },
    },
    {
      command: 'node e2e/support/brand-site.mjs',
      url: `${brandSiteURL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { BRAND_SITE_PORT: String(BRAND_SITE_PORT), APP_URL: baseURL },
    },
  ],
});
