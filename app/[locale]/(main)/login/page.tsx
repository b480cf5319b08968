import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/login', 'hardLoad');
