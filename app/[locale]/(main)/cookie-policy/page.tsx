import { ContentScreen } from '@/components/content/content-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('cookiePolicy', ({ locale }) => (
  <ContentScreen type="cookie-policy" title="cookiePolicy" locale={locale} />
));
