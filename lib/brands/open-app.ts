import { isApplePhoneOrTablet, isPhoneOrTablet, type ThisDevice } from '@/lib/devices/this-device';

// A brand app's link (tgifme://…, amrx://…) does nothing where the app is not installed: the page
// just stays, or a new tab stays blank. So on a phone or tablet it opens in this tab, and if the
// page is still in view a moment later (the app did not take over), the member goes to the
// brand's web shop instead, or, for a brand without one, to the app's store to install it.
// A computer has no brand apps: there the link goes to that web shop or store at once, rather
// than asking the system for an app it cannot have (desktop browsers ask with a prompt of their
// own, which the timer would leave behind).

/** How long the app has to take over before the web shop is opened instead. */
export const APP_TAKEOVER_MS = 1500;

/**
 * Where to get a brand's app that has no web shop: the App Store's search on an iPhone or iPad,
 * Google Play's anywhere else (its web page serves a desktop too). By name: the store ids are the
 * brands' own to give.
 */
export function appStoreSearch(brandName: string, device: ThisDevice): string {
  const term = encodeURIComponent(brandName);
  return isApplePhoneOrTablet(device)
    ? `itms-apps://search.itunes.apple.com/WebObjects/MZSearch.woa/wa/search?media=software&term=${term}`
    : `https://play.google.com/store/search?q=${term}&c=apps`;
}

export function openBrandApp(
  href: string,
  fallback: string | null,
  device: ThisDevice,
  wait = APP_TAKEOVER_MS,
) {
  if (fallback && !isPhoneOrTablet(device)) {
    window.location.assign(fallback);
    return;
  }
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
