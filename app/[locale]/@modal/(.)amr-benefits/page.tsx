import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/amr-benefits', 'intercepted');
