import { SupportScreen } from '@/components/content/support-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('support', ({ locale }) => <SupportScreen locale={locale} />);
