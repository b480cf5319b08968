import { RewardsScreen } from '@/components/rewards/rewards-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('/rewards', () => <RewardsScreen />);
