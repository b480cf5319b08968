import { ContentScreen } from '@/components/content/content-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('/terms-and-conditions', ({ locale }) => (
  <ContentScreen type="terms" title="termsAndConditions" locale={locale} />
));
