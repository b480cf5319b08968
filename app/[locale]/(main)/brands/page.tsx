import { BrandsScreen } from '@/components/brands/brands-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('brands', () => <BrandsScreen />);
