'use client';

import dynamic from 'next/dynamic';
import { orOffline } from '@/components/ui/offline-part';

// The rewards page behind a hard-loaded reward or voucher (docs/product.md §2 Modals table) paints without
// its catalogue: the catalogue sits behind the detail until the member closes it, and its code
// and lists load once the page is running. So the detail the member opened is ready sooner, its
// scripts carry only its own code (the JavaScript budget, docs/quality.md §3), and its HTML fits a new
// connection's first round trip (about 14 KB; bench/web-budgets.mjs), which the catalogue's markup
// and lists put it over.
const RewardsCatalog = dynamic(
  () => import('./rewards-catalog').then((m) => m.RewardsCatalog, orOffline),
  {
    ssr: false,
  },
);

/**
 * The catalogue's place is held at a screen's height from the first paint, so the footer beneath
 * it (larger screens) is below the fold before the catalogue comes and does not move while it
 * fills in behind the detail's backdrop.
 */
export function DeferredRewardsCatalog() {
  return (
    <div className="min-h-dvh">
      <RewardsCatalog />
    </div>
  );
}
