// How the app is being used, for real-user metrics: installed on the home screen ('standalone'),
// opened from or inside a brand's app ('in-app'), or a browser tab ('browser').

export type DisplayMode = 'standalone' | 'in-app' | 'browser';

/** Session-storage key the brand-return banner sets for visits from a brand's app (docs/product.md §3). */
export const BRAND_APP_VISIT_KEY = 'brand_name';

export function displayMode(): DisplayMode {
  if (typeof window === 'undefined') return 'browser';
  const embedded = window.self !== window.top;
  if (embedded || safeSessionItem(BRAND_APP_VISIT_KEY)) return 'in-app';
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches)
    return 'standalone';
  return 'browser';
}

function safeSessionItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}
