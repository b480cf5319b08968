import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { OfferDetailBody } from '@/components/home/offer-detail-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/offer-detail/:id', OfferDetailBody, HOME_BACKGROUND);
