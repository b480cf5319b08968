import { RewardDetailBody } from '@/components/rewards/detail-bodies';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/rewards/detail/:brand/:id', RewardDetailBody);
