import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { AmrBenefitsBody } from '@/components/auth/sign-in-bodies';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('amrBenefits', AmrBenefitsBody, HOME_BACKGROUND);
