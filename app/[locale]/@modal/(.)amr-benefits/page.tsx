import { AmrBenefitsBody } from '@/components/auth/amr-benefits-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('amrBenefits', AmrBenefitsBody);
