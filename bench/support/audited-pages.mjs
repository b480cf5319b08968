// What the page benchmarks (lighthouse, first-paint) load, and the browser they load it in: the
// bare reference page and the pages held to the performance goals (docs/quality.md §3),
// each load in a fresh Chromium started as a phone's would be.
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { APP, BARE } from './web-servers.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The bare page first, then home (guest and member), rewards and exchange points in both
 * languages; a member's pages with the member's jar in that language (web-servers.mjs memberJars).
 */
export function auditedPages(memberJars) {
  return [
    { name: 'bare Next page', url: `${BARE}/` },
    ...[
      ['home, guest', '/home', false],
      ['home, member', '/home', true],
      ['rewards, member', '/rewards', true],
      ['exchange points, member', '/exchange-points', true],
    ].flatMap(([name, path, member]) =>
      ['en', 'ar'].map((locale) => ({
        name: `${name} (${locale})`,
        url: `${APP}/${locale}${path}`,
        jar: member ? memberJars[locale] : undefined,
      })),
    ),
  ];
}

/**
 * The browser's own background work is switched off, as chrome-launcher's defaults do for the
 * features they name. Chromium 156 on the desktop also loads its address bar's popups (WebUI pages)
 * in a renderer of their own as it starts: some 400 chrome:// resources over the second in which
 * the page under audit loads, on this machine's two cores. A phone's browser has no such popup.
 * With them loading, the guest home page's first layout waited 134 ms for one font call to the
 * browser (traced; without them 42 ms), and Lighthouse gave it 81 with a blocking time of 727 ms
 * against 86 and 382 ms without; the bare page 92 and 91 (median of 5 runs each, one build). One
 * flag holds both lists: Chromium reads only the last --disable-features it is given (checked:
 * ours first, the defaults' after, and the popups load).
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const CHROME_FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${BROWSER_UI_FEATURES.join(',')}` : flag,
  ),
  // What chrome-launcher's defaults leave out (they already hold background networking,
  // component updates, sync and first run).
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
];

/**
 * A browser of its own for every load, as the Lighthouse CLI and Lighthouse CI start one per run: a
 * browser kept across runs carries the earlier runs' processes and heaps into the next trace (the
 * member exchange page's five runs in one browser scored 97 89 82 80 80, getting worse run by run;
 * with a browser per run, 99 83 89 94 95).
 *
 * The visitor is set in the browser's own cookie jar: a Cookie request header (Lighthouse's
 * extraHeaders) is replaced by the jar's once the page sets a cookie of its own, and the page's
 * calls to the BFF would then go out signed out. `visit` gets the browser's debugging port and its
 * Playwright handle.
 */
export async function withBrowserAs(cookie, visit) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    ignoreDefaultFlags: true,
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    if (cookie) {
      const cookies = cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return {
          name,
          value: value.join('='),
          domain: new URL(APP).hostname,
          path: '/',
          secure: true,
          httpOnly: true,
          sameSite: 'Lax',
        };
      });
      await browser.contexts()[0].addCookies(cookies);
    }
    return await visit(chrome.port, browser);
  } finally {
    await browser.close().catch(() => {});
    await chrome.kill();
  }
}
