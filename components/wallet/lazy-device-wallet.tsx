'use client';

import dynamic from 'next/dynamic';
import { orNothing } from '@/lib/ui/or-nothing';

/**
 * The member's wallet (components/wallet/device-wallet.tsx) in a script of its own, fetched once
 * the page is interactive rather than with every page's first load (the JavaScript budget,
 * docs/quality.md §3). Fetched on every online page, the service worker keeps it, so offline the
 * wallet still opens from any saved page; its openers show once it is there
 * (lib/wallet/wallet-open.ts walletAvailability). Where it cannot be fetched (offline, never
 * cached) the page goes on without it.
 */
export const LazyDeviceWallet = dynamic(
  () => import('./device-wallet').then((m) => m.DeviceWallet, orNothing),
  { ssr: false },
);
