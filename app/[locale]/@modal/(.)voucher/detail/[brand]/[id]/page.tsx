import { VoucherDetailBody } from '@/components/rewards/voucher-detail-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('voucherDetail', VoucherDetailBody);
