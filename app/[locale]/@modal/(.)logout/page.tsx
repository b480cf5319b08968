import { LogoutBody } from '@/components/auth/logout-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('logout', LogoutBody);
