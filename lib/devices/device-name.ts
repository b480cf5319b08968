// The names a session's device can have: lib/bff/device-model.ts detects them from the user
// agent, the service keeps them as "<browser> on <platform>", and the sessions list shows them in
// the page's language (components/account/sessions-panel.tsx, ManageAccount.deviceName).

export const BROWSERS = {
  samsung: 'Samsung Internet',
  edge: 'Edge',
  opera: 'Opera',
  firefox: 'Firefox',
  chrome: 'Chrome',
  safari: 'Safari',
} as const;
export const UNKNOWN_BROWSER = 'Browser';

export const PLATFORMS = {
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
} as const;

const keyOf = <T extends Record<string, string>>(names: T, name: string | undefined) =>
  (Object.keys(names) as (keyof T & string)[]).find((key) => names[key] === name);

/**
 * A kept device name as the message's arguments (`other` for an unknown browser, `none` for no
 * platform); null for a name the web app did not make (a brand app's own), shown as it is.
 */
export function deviceNameParts(model: string): { browser: string; platform: string } | null {
  const [browserName, platformName, ...rest] = model.split(' on ');
  const browser = browserName === UNKNOWN_BROWSER ? 'other' : keyOf(BROWSERS, browserName);
  const platform = platformName === undefined ? 'none' : keyOf(PLATFORMS, platformName);
  if (!browser || !platform || rest.length > 0) return null;
  return { browser, platform };
}
