import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { LogoutBody } from '@/components/auth/logout-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('logout', LogoutBody, HOME_BACKGROUND);
