import { IntroScreen } from '@/components/layout/intro-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('/profile/manage-account', () => <IntroScreen title="manageAccount" intro="manageAccountIntro" />);
