import { ContentScreen } from '@/components/content/content-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('privacyPolicy', ({ locale }) => (
  <ContentScreen type="privacy" title="privacyPolicy" locale={locale} />
));
