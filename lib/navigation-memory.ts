// The remembered background of SPEC §2 Modals: the last page (not modal) this tab showed.
// Module state on purpose: it lives exactly as long as the in-app history it describes.

let lastPagePath: string | null = null;

export function rememberPage(path: string) {
  lastPagePath = path;
}

export function rememberedPage(): string | null {
  return lastPagePath;
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

/** The path to return to, once: it is forgotten as it is read. */
export function takeReturnAfterSignIn(): string | null {
  const path = sessionStorage.getItem(AFTER_SIGN_IN);
  sessionStorage.removeItem(AFTER_SIGN_IN);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
