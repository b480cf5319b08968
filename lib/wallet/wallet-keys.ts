// Where the wallet lives on this device (lib/wallet/device-wallet.ts), kept apart from the code
// that reads and writes it: every page's sign-out path removes it (lib/pwa/forget-member-on-device.ts),
// and importing this much costs those pages a few bytes, not the wallet's code.

/** Where the wallet's entries live on the device; all of them go at sign-out. */
export const WALLET_PREFIX = 'amrx.wallet.';

/** Where an earlier version kept the offline vouchers; cleared with the wallet. */
const LEGACY_VOUCHERS_PREFIX = 'amrx.activatedVouchers.';

/**
 * How many times the wallet was forgotten in this page: a wallet read from the service before a
 * sign-out is not written back after it (components/wallet/device-wallet.tsx).
 */
let forgotten = 0;
export const walletGeneration = () => forgotten;

/** Removes every wallet entry of every member from this device. */
export function forgetWallets(store: Pick<Storage, 'length' | 'key' | 'removeItem'>) {
  forgotten += 1;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(WALLET_PREFIX) || key?.startsWith(LEGACY_VOUCHERS_PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
