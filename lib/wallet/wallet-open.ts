// Whether the wallet dialog is open, shared by its openers (the header's wallet button, the
// points widget's member card link, the offline notice) and the one dialog in the root layout.

let open = false;
const listeners = new Set<() => void>();

export const walletOpen = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => open,
  getServer: () => false,
  set(next: boolean) {
    if (open === next) return;
    open = next;
    for (const listener of listeners) listener();
  },
};

export const openWallet = () => walletOpen.set(true);

let mounted = 0;
const availabilityListeners = new Set<() => void>();
const announce = () => {
  for (const listener of availabilityListeners) listener();
};

/**
 * Whether a signed-in member's wallet is on this page (components/wallet/device-wallet.tsx), for
 * useSyncExternalStore: an opener rendered before the wallet mounts shows itself once it has.
 */
export const walletAvailability = {
  subscribe(listener: () => void) {
    availabilityListeners.add(listener);
    return () => availabilityListeners.delete(listener);
  },
  get: () => mounted > 0,
  getServer: () => false,
};

export function markWalletMounted() {
  mounted += 1;
  announce();
  return () => {
    mounted -= 1;
    announce();
  };
}

/** Asks the wallet to be read again from the service now (after a voucher is activated). */
export const WALLET_CHANGED = 'amrx:wallet-changed';
export const walletChanged = () => window.dispatchEvent(new Event(WALLET_CHANGED));
