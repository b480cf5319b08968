import { FaqScreen } from '@/components/content/faq-screen';
import { routePage } from '@/components/layout/route-page';

export default routePage('faq', ({ locale }) => <FaqScreen locale={locale} />);
