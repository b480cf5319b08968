/**
 * Forgets the previous member on this device (lib/pwa/forget-member-on-device.ts), its code
 * (the wallet and push code under it) fetched when it is needed rather than with every page that
 * might need it: signing in, signing out and finding a session ended all happen with the network.
 */
export function forgetMemberSoon(): Promise<void> {
  return import('./forget-member-on-device')
    .then((m) => m.forgetMemberOnDevice())
    .catch(() => undefined);
}
