'use client';

import dynamic from 'next/dynamic';

// Shown only when the voucher list cannot be read offline. The rewards page fetches its file once
// loaded, while the network is there, so a member who goes offline later still gets the list even
// where no service worker holds it. A module of its own: the rewards page reaches no detail part.
const loadOfflineVouchers = () => import('./offline-vouchers').then((m) => m.OfflineVouchers);
export const OfflineVouchers = dynamic(loadOfflineVouchers);
export const prefetchOfflineVouchers = () => void loadOfflineVouchers();
