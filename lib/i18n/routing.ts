import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES, LANGUAGE_COOKIE } from '@/lib/i18n/locale';

// Locale detection and the language cookie are handled by middleware.ts (docs/product.md §2 Path rules
// differ from next-intl's defaults), so next-intl only needs to know the locales.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  localeCookie: { name: LANGUAGE_COOKIE },
});
