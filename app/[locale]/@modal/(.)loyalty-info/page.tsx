import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/loyalty-info', 'intercepted');
