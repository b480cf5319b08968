import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { LoyaltyInfoBody } from '@/components/home/loyalty-info-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('loyaltyInfo', LoyaltyInfoBody, HOME_BACKGROUND);
