import type { ModalBackground } from '@/components/modal/modal-page';
import { DeferredRewardsCatalog } from './deferred-rewards-catalog';
import { RewardsScreen } from './rewards-screen';

/**
 * The rewards page behind a hard-loaded reward or voucher (SPEC §2 Modals table;
 * components/modal/modal-page.tsx), its catalogue's code loading after the modal's.
 */
export const REWARDS_BACKGROUND: ModalBackground = {
  path: '/rewards',
  Screen: () => <RewardsScreen catalog={<DeferredRewardsCatalog />} />,
};
