import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/manage-account', 'hardLoad');
