import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { BrandDetailBody } from '@/components/brands/brand-detail-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('brandDetail', BrandDetailBody, HOME_BACKGROUND);
