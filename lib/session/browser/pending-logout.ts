// A sign-out the service has not heard of yet (docs/product.md §4 Logout): the member asked for it
// with no signal, the device already forgot them, and the session cookie (HttpOnly, cleared only
// by the BFF) is still there. Kept in localStorage as the session's id, so the next page on this
// device, or the signal's return, ends that session and no other (components/layout/session-watch.tsx).

const KEY = 'amrx.logoutPending';

/** The session the layout shows now (set by the session watch); the one a pending sign-out ends. */
let shownSession: string | null = null;

export function setShownSession(session: string | null): void {
  shownSession = session;
}

/** The member's sign-out did not reach the service: remember to send it. */
export function markLogoutPending(): void {
  try {
    localStorage.setItem(KEY, shownSession ?? '');
  } catch {
    // Storage disabled: the next sign-out tap sends it.
  }
}

/** The session a sign-out is pending for ('' when the layout knew no id), or null. */
export function pendingLogout(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearLogoutPending(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
