'use client';

import dynamic from 'next/dynamic';

// Parts a detail shows only in some states load when first shown, not with every detail modal
// or the rewards page (issue 10's JavaScript budget). The voucher code and the offline vouchers
// have modules of their own (lazy-voucher-code.tsx, lazy-offline-vouchers.tsx).

// Opened only when a member lacks points for a reward or has just unlocked one.
export const TransferPointsPopup = dynamic(
  () => import('./transfer-points-popup').then((m) => m.TransferPointsPopup),
  { ssr: false },
);
export const RewardUnlockedPopup = dynamic(
  () => import('./reward-unlocked-popup').then((m) => m.RewardUnlockedPopup),
  { ssr: false },
);
// A guest opening a reward is only asked to log in: a reward's actions load for members.
export const MemberRewardActions = dynamic(() =>
  import('./member-reward-actions').then((m) => m.MemberRewardActions),
);
