import { RETURN_AFTER_SIGN_IN_COOKIE } from '@/lib/navigation/return-after-sign-in';

// The remembered background of docs/product.md §2 Modals: the last page (not modal) this tab showed.
// Module state on purpose: it lives exactly as long as the in-app history it describes.

let lastPagePath: string | null = null;

export function rememberPage(path: string) {
  lastPagePath = path;
}

export function rememberedPage(): string | null {
  return lastPagePath;
}

// The session-history index this document started at, where the browser says (the Navigation
// API): a modal opened from another modal of a hard-loaded page (logout from /manage-account)
// has no remembered page, yet one step back is still in the app.
type NavigationEntries = { currentEntry: { index: number } | null };
const navigationApi = (): NavigationEntries | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as { navigation?: NavigationEntries }).navigation;
const documentStart = navigationApi()?.currentEntry?.index;

/** Whether one step back stays in this document: closing a modal can go back rather than away. */
export function canGoBackInApp(): boolean {
  const now = navigationApi()?.currentEntry?.index;
  if (documentStart !== undefined && now !== undefined) return now > documentStart;
  return lastPagePath !== null;
}

// Where a member was going when they were asked to sign in (a reward's detail): the sign-in
// flow ends there rather than on the page beneath (components/auth/use-finish-sign-in.ts). Kept
// for the tab, so reloading the code screen does not lose it.
const AFTER_SIGN_IN = 'amrx.afterSignIn';

/** Remembers a path of this site (without its language) to return to once signed in. */
export function returnAfterSignIn(path: string) {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  sessionStorage.setItem(AFTER_SIGN_IN, path);
}

/**
 * The path to return to, once: it is forgotten as it is read. A reward's detail remembered in
 * this tab, else the members-only page the middleware sent the guest away from.
 */
export function takeReturnAfterSignIn(): string | null {
  const remembered = sessionStorage.getItem(AFTER_SIGN_IN);
  sessionStorage.removeItem(AFTER_SIGN_IN);
  const cookie = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${RETURN_AFTER_SIGN_IN_COOKIE}=`))
    ?.slice(RETURN_AFTER_SIGN_IN_COOKIE.length + 1);
  if (cookie !== undefined) document.cookie = `${RETURN_AFTER_SIGN_IN_COOKIE}=; path=/; max-age=0`;
  const path = remembered ?? (cookie ? decodeURIComponent(cookie) : null);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
