import { ManageAccountScreen } from '@/components/account/manage-account-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('profileManageAccount', () => <ManageAccountScreen asPage />);
