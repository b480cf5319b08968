import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { OfferDetailBody } from '@/components/home/offer-detail-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('offerDetail', OfferDetailBody, HOME_BACKGROUND);
