import { HomePage } from '@/components/home/home-page';
import { routePage } from '@/components/layout/route-page';

// docs/product.md §2: `/{locale}` shows home.
export default routePage('home', () => <HomePage />);
