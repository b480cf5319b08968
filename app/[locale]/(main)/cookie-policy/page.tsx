import { ContentScreen } from '@/components/content/content-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('/cookie-policy', ({ locale }) => (
  <ContentScreen type="cookie-policy" title="cookiePolicy" locale={locale} />
));
