import { HOME_BACKGROUND } from '@/components/home/home-screen';
import { ManageAccountBody } from '@/components/account/manage-account-screen';
import { modalPage } from '@/components/modal/modal-page';

export default modalPage('manageAccount', ManageAccountBody, HOME_BACKGROUND);
