import { HomeScreen } from '@/components/home/home-screen';
import { routePage } from '@/components/layout/route-page';

// docs/product.md §2: `/{locale}` shows home.
export default routePage('home', () => <HomeScreen />);
