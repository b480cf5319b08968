'use client';

import dynamic from 'next/dynamic';

// The rewards page behind a hard-loaded reward or voucher (SPEC §2 Modals table) paints without
// its catalogue: the catalogue sits behind the detail until the member closes it, and its code
// and lists load once the page is running. So the detail the member opened is ready sooner, its
// scripts carry only its own code (issue 10's JavaScript budget), and its HTML fits a new
// connection's first round trip (about 14 KB; bench/web-budgets.mjs), which the catalogue's markup
// and lists put it over.
export const DeferredRewardsCatalog = dynamic(
  () => import('./rewards-catalog').then((m) => m.RewardsCatalog),
  { ssr: false },
);
