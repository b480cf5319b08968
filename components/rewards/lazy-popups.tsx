'use client';

import dynamic from 'next/dynamic';

// Opened only when a member lacks points for a reward or has just unlocked one: their code loads
// then, not with the detail modal (issue 10's JavaScript budget).
export const TransferPointsPopup = dynamic(
  () => import('./transfer-points-popup').then((m) => m.TransferPointsPopup),
  { ssr: false },
);
export const RewardUnlockedPopup = dynamic(
  () => import('./reward-unlocked-popup').then((m) => m.RewardUnlockedPopup),
  { ssr: false },
);
