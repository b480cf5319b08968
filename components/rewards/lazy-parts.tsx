'use client';

import dynamic from 'next/dynamic';
import { orOffline } from '@/components/ui/offline-part';

// Parts a detail shows only in some states load when first shown, not with every detail modal
// or the rewards page (the JavaScript budget, docs/quality.md §3). The reward's own parts, the voucher code and
// the offline vouchers have modules of their own (lazy-reward-parts.tsx, lazy-voucher-code.tsx,
// lazy-offline-vouchers.tsx), so a detail reaches only its own parts and their messages
// (lib/i18n/client-messages.tsx).

// Opened only when a member lacks points for a reward or a voucher.
export const TransferPointsPopup = dynamic(
  () => import('./transfer-points-popup').then((m) => m.TransferPointsPopup, orOffline),
  { ssr: false },
);
