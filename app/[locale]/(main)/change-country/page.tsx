import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/change-country', 'hardLoad');
