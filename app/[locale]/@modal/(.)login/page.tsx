import { LoginBody } from '@/components/auth/login-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('login', LoginBody);
