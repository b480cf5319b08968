// A brand app's link (tgifme://…, amrx://…) does nothing where the app is not installed: the page
// just stays, or a new tab stays blank. So it opens in this tab, and if the page is still in view
// a moment later (the app did not take over), the member goes to the brand's web shop instead,
// or, for a brand without one, to the app's store to install it.

/** How long the app has to take over before the web shop is opened instead. */
export const APP_TAKEOVER_MS = 1500;

/**
 * Where to get a brand's app that has no web shop: the App Store's search on an iPhone or iPad,
 * Google Play's anywhere else (its web page serves a desktop too). By name: the store ids are the
 * brands' own to give.
 */
export function appStoreSearch(brandName: string, userAgent: string): string {
  const term = encodeURIComponent(brandName);
  return /iPhone|iPad|iPod/.test(userAgent)
    ? `itms-apps://search.itunes.apple.com/WebObjects/MZSearch.woa/wa/search?media=software&term=${term}`
    : `https://play.google.com/store/search?q=${term}&c=apps`;
}

export function openBrandApp(href: string, fallback: string | null, wait = APP_TAKEOVER_MS) {
  let left = false;
  const leave = () => {
    left = true;
  };
  document.addEventListener('visibilitychange', leave, { once: true });
  window.addEventListener('pagehide', leave, { once: true });
  window.location.href = href;
  if (!fallback) return;
  window.setTimeout(() => {
    document.removeEventListener('visibilitychange', leave);
    window.removeEventListener('pagehide', leave);
    if (!left && document.visibilityState === 'visible') window.location.assign(fallback);
  }, wait);
}
