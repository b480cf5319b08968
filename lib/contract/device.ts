// A session's device (docs/product.md §3 SSO info, §7 devicemodel). The BFF names the browser and
// platform it detects from the user agent (lib/bff/device-model.ts) in the fixed English
// vocabulary below, which is what the devicemodel header and the service keep ("Chrome on
// Android"). The sessions list is told the same device as data, { browser, os }, and writes its
// words from the catalogue in the page's language (components/account/sessions-panel.tsx,
// ManageAccount.deviceName), never the kept English name.

export const BROWSERS = {
  samsung: 'Samsung Internet',
  edge: 'Edge',
  opera: 'Opera',
  firefox: 'Firefox',
  chrome: 'Chrome',
  safari: 'Safari',
  // Not a browser: a member card saved in the wallet, listed and signed out like a device
  // (docs/product.md §4 Member card in the phone's wallet).
  googleWallet: 'Google Wallet',
  appleWallet: 'Apple Wallet',
} as const;
/** What the header says of a browser the BFF does not know. */
export const UNKNOWN_BROWSER = 'Browser';

export const PLATFORMS = {
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
} as const;

/**
 * A device as data: `other` for a browser the BFF did not know, `none` for no platform. Its zod
 * schema is in lib/contract/auth.ts: this file is the browser's too, and stays free of zod.
 */
export type Device = {
  browser: keyof typeof BROWSERS | 'other';
  os: keyof typeof PLATFORMS | 'none';
};

const keyOf = <T extends Record<string, string>>(names: T, name: string | undefined) =>
  (Object.keys(names) as (keyof T & string)[]).find((key) => names[key] === name);

/**
 * The device a kept name ("<browser> on <platform>", or the browser alone) stands for; null for a
 * name outside the vocabulary (no header, a caller of its own), which the list calls an unknown
 * device in the page's language.
 */
export function deviceOf(model: string): Device | null {
  const [browserName, platformName, ...rest] = model.split(' on ');
  const browser = browserName === UNKNOWN_BROWSER ? 'other' : keyOf(BROWSERS, browserName);
  const os = platformName === undefined ? 'none' : keyOf(PLATFORMS, platformName);
  if (!browser || !os || rest.length > 0) return null;
  return { browser, os };
}
