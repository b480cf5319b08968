import { REWARDS_BACKGROUND } from '@/components/rewards/rewards-background';
import { VoucherDetailBody } from '@/components/rewards/voucher-detail-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/voucher/detail/:brand/:id', VoucherDetailBody, REWARDS_BACKGROUND);
