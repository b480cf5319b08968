import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/offer-detail/:id', 'intercepted');
