import { MyProfileBody } from '@/components/auth/my-profile-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('myProfile', MyProfileBody);
