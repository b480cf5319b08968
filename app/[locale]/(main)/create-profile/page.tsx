import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/create-profile', 'hardLoad');
