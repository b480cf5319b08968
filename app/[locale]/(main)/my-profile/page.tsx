import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { MyProfileBody } from '@/components/auth/my-profile-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('myProfile', MyProfileBody, HOME_BACKGROUND);
