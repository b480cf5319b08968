import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/my-profile', 'hardLoad');
