import { HomeScreen } from '@/components/home/home-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('home', () => <HomeScreen />);
