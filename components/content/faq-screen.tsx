import { getTranslations } from 'next-intl/server';
import { getContent } from '@/lib/content/content';
import type { Locale } from '@/lib/i18n/locale';
import { PageIntro } from '@/components/layout/page-intro';
import { ContentLoadError } from './content-load-error';
import { FaqList } from './faq-list';

/** docs/product.md §2 /faq, from the content call's FAQ: one question per section. */
export async function FaqScreen({ locale }: { locale: Locale }) {
  const [pages, content] = await Promise.all([getTranslations('Pages'), getContent('faq', locale)]);
  return (
    <PageIntro title={pages('faq')}>
      {content ? <FaqList entries={content.sections} /> : <ContentLoadError />}
    </PageIntro>
  );
}
