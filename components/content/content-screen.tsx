import { getTranslations } from 'next-intl/server';
import type en from '@/messages/en.json';
import { getContent, type ContentType } from '@/lib/content/content';
import { Paragraphs } from './paragraphs';
import { isolate } from '@/lib/i18n/bidi';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { PageIntro } from '@/components/layout/page-intro';
import { IsolatedRuns } from '@/components/ui/isolated-text';
import { ContentLoadError } from './content-load-error';

type Props = {
  type: Exclude<ContentType, 'faq'>;
  title: keyof (typeof en)['Pages'];
  locale: Locale;
};

/**
 * A legal page from the content call (docs/product.md §2 terms, privacy, cookie policy). The texts are plain
 * strings rendered as text nodes, so markup from upstream is shown, never run.
 */
export async function ContentScreen({ type, title, locale }: Props) {
  const [pages, t, content] = await Promise.all([
    getTranslations('Pages'),
    getTranslations('Content'),
    getContent(type, locale),
  ]);
  return (
    <PageIntro title={pages(title)}>
      {content ? (
        <article className="mt-2 max-w-3xl">
          <p className="text-sm text-muted">
            {/* The date isolated and unbroken (components/ui/isolated-text.tsx). */}
            <IsolatedRuns
              text={t('updated', { date: isolate(formatDate(content.updatedAt, locale)) })}
            />
          </p>
          {content.sections.map((section, i) => (
            <section key={i} className="mt-6">
              <h2 className="text-lg font-semibold">{section.heading}</h2>
              <Paragraphs text={section.body} />
            </section>
          ))}
        </article>
      ) : (
        <ContentLoadError />
      )}
    </PageIntro>
  );
}
