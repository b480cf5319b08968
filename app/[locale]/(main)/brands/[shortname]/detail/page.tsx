import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/brands/:shortname/detail', 'hardLoad');
