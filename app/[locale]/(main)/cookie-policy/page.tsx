import { IntroScreen } from '@/components/layout/intro-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('/cookie-policy', () => <IntroScreen title="cookiePolicy" />);
