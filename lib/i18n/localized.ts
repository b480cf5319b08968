import type { LocalizedText } from '@/lib/contract/common';
import type { Locale } from '@/lib/i18n/locale';

/** A server text keyed by language (docs/product.md §3), in the member's language. */
export const localized = (text: LocalizedText, locale: Locale) => text[locale];

/** docs/product.md §3 Offer: `titleEn` / `titleAr` style fields resolved by the current language. */
export function bySuffix<T extends Record<string, unknown>>(
  item: T,
  field: string,
  locale: Locale,
): string {
  const value = item[`${field}${locale === 'ar' ? 'Ar' : 'En'}`];
  return typeof value === 'string' ? value : '';
}
