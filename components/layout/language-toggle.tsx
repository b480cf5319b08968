'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { track } from '@/lib/observability/analytics';

/** docs/product.md §2: shows the other language's name and switches to it on the same page. */
export function LanguageToggle() {
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
      className={`rounded-full px-3 py-2 font-medium hover:bg-surface ${other === 'ar' ? '[font-family:system-ui,sans-serif]' : ''}`}
    >
      {t('otherLanguage')}
    </Link>
  );
}
