import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/rewards/detail/:brand/:id', 'intercepted');
