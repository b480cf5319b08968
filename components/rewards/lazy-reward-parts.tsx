'use client';

import dynamic from 'next/dynamic';
import { orOffline } from '@/components/ui/offline-part';

// A reward's parts that load when first shown (lazy-parts.tsx says why).

// Opened once a member has unlocked a reward.
export const RewardUnlockedPopup = dynamic(
  () => import('./reward-unlocked-popup').then((m) => m.RewardUnlockedPopup, orOffline),
  { ssr: false },
);
// A guest opening a reward is only asked to log in: a reward's actions load for members.
export const MemberRewardActions = dynamic(() =>
  import('./member-reward-actions').then((m) => m.MemberRewardActions, orOffline),
);
