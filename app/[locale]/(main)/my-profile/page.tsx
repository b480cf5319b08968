import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { MyProfileBody } from '@/components/auth/account-bodies';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('/my-profile', MyProfileBody, HOME_BACKGROUND);
