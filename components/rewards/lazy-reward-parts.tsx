'use client';

import dynamic from 'next/dynamic';
import { orOffline } from '@/components/ui/offline-part';

// A reward's parts that load when first shown (lazy-parts.tsx says why).

// A guest opening a reward is only asked to log in: a reward's actions load for members.
export const MemberRewardActions = dynamic(() =>
  import('./member-reward-actions').then((m) => m.MemberRewardActions, orOffline),
);
