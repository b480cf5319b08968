// docs/product.md §7 devicemodel: the detected browser (and its platform), from a fixed vocabulary so the
// header never carries what the user agent string says verbatim.

import { BROWSERS, PLATFORMS, UNKNOWN_BROWSER } from '@/lib/contract/device';

// Names from lib/contract/device.ts, which the service lists as data and the sessions list words
// in the page's language; order matters (an Edge user agent also says Chrome and Safari).
const BROWSER_PATTERNS: [RegExp, string][] = [
  [/SamsungBrowser\//, BROWSERS.samsung],
  [/Edg(?:e|A|iOS)?\//, BROWSERS.edge],
  [/OPR\/|Opera/, BROWSERS.opera],
  [/Firefox\/|FxiOS\//, BROWSERS.firefox],
  [/CriOS\/|Chrome\/|Chromium\//, BROWSERS.chrome],
  [/Safari\//, BROWSERS.safari],
];

const PLATFORM_PATTERNS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, PLATFORMS.ios],
  [/Android/, PLATFORMS.android],
  [/Windows/, PLATFORMS.windows],
  [/Mac OS X|Macintosh/, PLATFORMS.macos],
  [/Linux/, PLATFORMS.linux],
];

export function detectDeviceModel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSER_PATTERNS.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_BROWSER;
  const platform = PLATFORM_PATTERNS.find(([pattern]) => pattern.test(ua))?.[1];
  return platform ? `${browser} on ${platform}` : browser;
}
