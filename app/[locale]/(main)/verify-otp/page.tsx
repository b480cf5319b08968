import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/verify-otp', 'hardLoad');
