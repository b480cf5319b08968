'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { track } from '@/lib/observability/analytics';

/**
 * Each language's short name in its own script, as a phone's header shows it: not a translation
 * (the same on an English page and an Arabic one), so not in the message catalogues.
 */
const SHORT_NAME = { en: 'EN', ar: 'عربي' } as const;

/**
 * docs/product.md §2: shows the other language's name and switches to it on the same page. In the
 * header (`compact`) a phone shows the short name, the link keeping the full one as its name.
 */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('LanguageToggle');
  const locale = useLocale();
  const pathname = usePathname();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <Link
      href={pathname}
      locale={other}
      lang={other}
      title={t('label')}
      onClick={() => track({ event: 'language_change', event_action: other })}
      // On an English page this word is the only Arabic text: set in the system's Arabic face,
      // it spares the page Rubik Arabic (23 KB) on a first visit. lib/ui/fonts.ts gives each face
      // its unicode-range, so nothing else fetches it.
      className={`shrink-0 whitespace-nowrap rounded-full py-2 font-medium hover:bg-surface ${compact ? 'px-2 sm:px-3' : 'px-3'} ${other === 'ar' ? '[font-family:system-ui,sans-serif]' : ''}`}
    >
      {compact ? (
        <>
          <span aria-hidden="true" className="sm:hidden">
            {SHORT_NAME[other]}
          </span>
          <span className="max-sm:sr-only">{t('otherLanguage')}</span>
        </>
      ) : (
        t('otherLanguage')
      )}
    </Link>
  );
}
