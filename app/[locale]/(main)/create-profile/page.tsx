import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { CreateProfileBody } from '@/components/auth/create-profile-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('createProfile', CreateProfileBody, HOME_BACKGROUND);
