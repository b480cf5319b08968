import { OfflineScreen } from '@/components/pwa/offline-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('offline', () => <OfflineScreen />);
