// Languages and countries (docs/product.md §4 Language, §9). Edge-safe: used by middleware.ts.

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LANGUAGE_COOKIE = 'language';
/**
 * The language of the page a browser call comes from (lib/api/call-api.ts), which the BFF answers
 * in: the cookie holds the last page loaded, which a tab in the other language or a page restored
 * from the router's cache (Back) does not change.
 */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';
export const COUNTRY_COOKIE = 'country';

/** Countries the programme operates in (docs/product.md §9). */
export const SUPPORTED_COUNTRIES = ['UAE', 'KSA'] as const;
export type Country = (typeof SUPPORTED_COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'UAE';

// docs/product.md §4: Arabic is the default for KSA, MAR and EGY, English otherwise.
const ARABIC_FIRST_COUNTRIES = new Set(['KSA', 'MAR', 'EGY']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (SUPPORTED_COUNTRIES as readonly string[]).includes(value);
}

/** Each country's calling code (docs/product.md §9): a member signed in with +966 is in KSA. */
const CALLING_CODES: Record<Country, string> = { UAE: '971', KSA: '966' };

/** The country a phone's calling code belongs to ('+966' or '966'), if the programme runs there. */
export function countryOfCallingCode(cCode: string): Country | undefined {
  const digits = cCode.replace(/^\+/, '');
  return SUPPORTED_COUNTRIES.find((country) => CALLING_CODES[country] === digits);
}

export function defaultLocaleFor(country: string): Locale {
  return ARABIC_FIRST_COUNTRIES.has(country.toUpperCase()) ? 'ar' : 'en';
}

/**
 * docs/product.md §4: the country is inferred from the host, default UAE. A Saudi host is one under the
 * `.sa` top-level domain (`loyalty.example.com.sa`) or whose first label is `ksa` or `sa`
 * (`ksa.loyalty.example.com`).
 */
export function countryFromHost(host: string | null | undefined): Country {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const labels = name.split('.');
  if (labels.at(-1) === 'sa' || labels[0] === 'ksa' || labels[0] === 'sa') return 'KSA';
  return DEFAULT_COUNTRY;
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
