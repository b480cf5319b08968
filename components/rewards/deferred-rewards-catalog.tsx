'use client';

import { lazy } from 'react';

// The rewards page behind a hard-loaded reward or voucher (SPEC §2 Modals table) is rendered on
// the server as usual, but its catalogue's code is not among the scripts the page starts with: it
// loads once the page is running and then hydrates the list in place. Until the member closes the
// detail the list sits behind it, so what they opened is ready sooner (issue 10's JavaScript
// budget: the detail routes carried the whole catalogue's code before their own).
const RewardsCatalog = lazy(() => import('./rewards-catalog').then((m) => ({ default: m.RewardsCatalog })));

export function DeferredRewardsCatalog() {
  return <RewardsCatalog />;
}
