import { IntroScreen } from '@/components/layout/intro-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('/terms', () => <IntroScreen title="terms" />);
