import { REWARDS_BACKGROUND } from '@/components/rewards/rewards-background';
import { VoucherDetailBody } from '@/components/rewards/voucher-detail-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('voucherDetail', VoucherDetailBody, REWARDS_BACKGROUND);
