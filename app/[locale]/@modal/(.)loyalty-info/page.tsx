import { LoyaltyInfoBody } from '@/components/home/loyalty-info-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('loyaltyInfo', LoyaltyInfoBody);
