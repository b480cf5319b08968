// The browser's word that the member's session has ended while a page was open: a call answered
// 401 for a session the page thought was signed in (lib/api/call-api.ts). The signed-out notice
// (components/layout/session-watch.tsx) listens. A sign-out the member asked for on this device
// says so first, so that calls still in flight then do not announce it as a surprise.

const listeners = new Set<() => void>();
let signingOutHere = false;

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionEnded(): void {
  if (signingOutHere) return;
  for (const listener of listeners) listener();
}

/** The member signed out (or deleted the account) here; `false` once someone signs in again. */
export function setSigningOutHere(value: boolean): void {
  signingOutHere = value;
}
