import { OfferDetailBody } from '@/components/home/offer-detail-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('offerDetail', OfferDetailBody);
