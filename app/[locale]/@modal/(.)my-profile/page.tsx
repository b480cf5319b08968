import { MyProfileBody } from '@/components/auth/account-bodies';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('myProfile', MyProfileBody);
