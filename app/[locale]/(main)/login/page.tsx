import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { LoginBody } from '@/components/auth/login-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('login', LoginBody, HOME_BACKGROUND);
