'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

// What a member sees offline from the vouchers saved on this device: the rewards page's list and
// a voucher's own copy. Shown only when a voucher cannot be read, so they load then, from one file
// that the rewards page and a voucher's details fetch once loaded, while the network is there: a
// member who goes offline later still gets them even where no service worker holds them. Where the
// file cannot be had either, each shows what it stands in front of (its fallback). A module of its
// own, so the rewards page reaches no detail part.
const load = () => import('./offline-vouchers');
const Fallback = ({ fallback }: { fallback: ReactNode }) => <>{fallback}</>;
export const OfflineVouchers = dynamic(() =>
  load().then(
    (m) => m.OfflineVouchers,
    () => Fallback,
  ),
);
export const OfflineVoucherCopy = dynamic(() =>
  load().then(
    (m) => m.OfflineVoucherCopy,
    () => Fallback,
  ),
);
export const prefetchOfflineVouchers = () => void load().catch(() => {});
