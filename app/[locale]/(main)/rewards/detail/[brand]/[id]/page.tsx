import { REWARDS_BACKGROUND } from '@/components/rewards/rewards-background';
import { RewardDetailBody } from '@/components/rewards/reward-detail-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('rewardDetail', RewardDetailBody, REWARDS_BACKGROUND);
