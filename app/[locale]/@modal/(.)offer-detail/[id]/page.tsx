import { OfferDetailBody } from '@/components/home/offer-detail-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/offer-detail/:id', OfferDetailBody);
