'use client';

import dynamic from 'next/dynamic';

// Parts a detail shows only in some states load when first shown, not with every detail modal
// or the rewards page (issue 10's JavaScript budget).

// Opened only when a member lacks points for a reward or has just unlocked one.
export const TransferPointsPopup = dynamic(
  () => import('./transfer-points-popup').then((m) => m.TransferPointsPopup),
  { ssr: false },
);
export const RewardUnlockedPopup = dynamic(
  () => import('./reward-unlocked-popup').then((m) => m.RewardUnlockedPopup),
  { ssr: false },
);
// Only an activated voucher, or its copy saved for offline use, has a code to show. Rendered on
// the server like the rest of the detail; its file is precached for offline use with every other.
export const VoucherCode = dynamic(() => import('./voucher-code').then((m) => m.VoucherCode));
// A guest opening a voucher or a reward is only asked to log in: the voucher's own view and a
// reward's actions load for members.
export const VoucherDetail = dynamic(() => import('./voucher-detail').then((m) => m.VoucherDetail));
export const MemberRewardActions = dynamic(() =>
  import('./member-reward-actions').then((m) => m.MemberRewardActions),
);
// Shown only when the voucher list cannot be read offline. The rewards page fetches its file once
// loaded, while the network is there, so a member who goes offline later still gets the list even
// where no service worker holds it.
const loadOfflineVouchers = () => import('./offline-vouchers').then((m) => m.OfflineVouchers);
export const OfflineVouchers = dynamic(loadOfflineVouchers);
export const prefetchOfflineVouchers = () => void loadOfflineVouchers();
