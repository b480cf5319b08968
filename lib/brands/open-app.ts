// A brand app's link (tgifme://…, amrx://…) does nothing where the app is not installed: the page
// just stays, or a new tab stays blank. So it opens in this tab, and if the page is still in view
// a moment later (the app did not take over), the member goes to the brand's web shop instead.

/** How long the app has to take over before the web shop is opened instead. */
export const APP_TAKEOVER_MS = 1500;

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
