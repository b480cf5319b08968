import type { ModalBackground } from '@/components/modal/modal-page';
import { DeferredRewardsCatalog } from './deferred-rewards-catalog';
import { RewardsScreen } from './rewards-screen';

/**
 * The rewards page behind a hard-loaded reward or voucher (docs/product.md §2 Modals table;
 * components/modal/modal-page.tsx). Its catalogue is drawn in the browser once the page runs
 * (deferred-rewards-catalog.tsx), so the page does not read its lists on the server either.
 */
export const REWARDS_BACKGROUND: ModalBackground = {
  route: 'rewards',
  Screen: () => <RewardsScreen catalog={<DeferredRewardsCatalog />} listsInFirstPaint={false} />,
};
