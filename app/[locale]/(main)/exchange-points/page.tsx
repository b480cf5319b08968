import { IntroScreen } from '@/components/layout/intro-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('/exchange-points', () => <IntroScreen title="exchangePoints" intro="exchangePointsIntro" />);
