import { HomeScreen } from '@/components/home/home-screen';
import { routePage } from '@/components/layout/route-page';

// SPEC §2: `/{locale}` shows home.
export default routePage('/home', () => <HomeScreen />);
