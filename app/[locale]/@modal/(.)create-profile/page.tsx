import { CreateProfileBody } from '@/components/auth/create-profile-body';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('createProfile', CreateProfileBody);
