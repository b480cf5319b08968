import { VoucherDetailBody } from '@/components/rewards/detail-bodies';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/voucher/detail/:brand/:id', VoucherDetailBody);
