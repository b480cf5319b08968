import { ContentScreen } from '@/components/content/content-screen';
import { routePage } from '@/components/layout/route-page';

// Opened from brand apps (docs/product.md §2 Pages): the text alone, without the main layout.
export default routePage('privacy', ({ locale }) => (
  <ContentScreen type="privacy" title="privacy" locale={locale} />
));
