import { LoginAlertBody } from '@/components/auth/quick-login-screen';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('loginAlert', LoginAlertBody);
