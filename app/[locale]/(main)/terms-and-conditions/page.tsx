import { ContentScreen } from '@/components/content/content-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('termsAndConditions', ({ locale }) => (
  <ContentScreen type="terms" title="termsAndConditions" locale={locale} />
));
