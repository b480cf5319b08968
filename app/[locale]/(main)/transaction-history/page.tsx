import { IntroScreen } from '@/components/layout/intro-screen';
import { routePage } from '@/components/layout/route-page';
import { PointsWidget } from '@/components/points/points-widget';

// SPEC §2: the points widget shows here on a light background.
export default routePage('/transaction-history', () => (
  <>
    <PointsWidget light />
    <IntroScreen title="transactionHistory" intro="transactionHistoryIntro" />
  </>
));
