'use client';

import { useEffect, type ComponentProps } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { lazyPart } from '@/lib/ui/lazy-part';
import type { DeviceWallet } from './device-wallet';

const useDeviceWallet = lazyPart(() => import('./device-wallet').then((m) => m.DeviceWallet));

/**
 * The member's wallet (components/wallet/device-wallet.tsx) in a script of its own, fetched once
 * the page is interactive rather than with every page's first load (the JavaScript budget,
 * docs/quality.md §3). Fetched on every online page, the service worker keeps it, so offline the
 * wallet still opens from any saved page; its openers show once it is there
 * (lib/wallet/wallet-open.ts walletAvailability). Where it cannot be fetched (offline, never
 * kept) the page goes on without it, and it is asked for again on the next page and when the
 * signal or the app comes back.
 */
export function LazyDeviceWallet(props: ComponentProps<typeof DeviceWallet>) {
  const { Part: Wallet, request } = useDeviceWallet();
  const pathname = usePathname();
  useEffect(() => {
    if (Wallet) return;
    // Now, on each page, and whenever the signal or the app comes back.
    void request();
    const again = () => {
      if (document.visibilityState === 'visible') void request();
    };
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [Wallet, request, pathname]);
  return Wallet ? <Wallet {...props} /> : null;
}
