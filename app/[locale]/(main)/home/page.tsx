import { HomePage } from '@/components/home/home-page';
import { routePage } from '@/components/layout/route-page';

export default routePage('home', () => <HomePage />);
