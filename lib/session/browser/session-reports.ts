// What the server found about the visitor's session on the page it rendered last. The layout's
// header and drawer are not rendered again on a navigation, but every page is
// (components/layout/route-page.tsx, components/modal/modal-page.tsx): each page reports the
// server's fresh verdict here, and the session watch (components/layout/session-watch.tsx)
// brings the rest of the screen in line with it.

export type SessionState = 'guest' | 'ended' | 'member' | 'unchecked';

export type SessionView = {
  state: SessionState;
  /**
   * Which session the verdict is about (the service's session id, not a secret: the member's
   * session list shows it), so a page kept from an earlier session cannot end a newer one.
   */
  session: string | null;
  /** The member's name and phone as shown, to notice a change made on another device. */
  shown: { name: string; phone: string } | null;
};

let latest: SessionView | null = null;
const listeners = new Set<() => void>();

export const sessionReports = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  latest: () => latest,
  report(view: SessionView) {
    latest = view;
    for (const listener of listeners) listener();
  },
};
