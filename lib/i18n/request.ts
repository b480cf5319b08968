import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_TIME_ZONE } from '@/lib/i18n/format';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // The app formats its own dates (lib/i18n/format.ts); named here, next-intl stops asking the
    // runtime for its zone on every request (Intl.DateTimeFormat().resolvedOptions(), ~1 ms).
    timeZone: DEFAULT_TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
    // No `formats`: next-intl has none for a message's bare {n, number} or a plural's #, which it
    // writes in this locale; for Arabic that is Western digits, as on the rest of the page
    // (lib/i18n/latin-digits.ts). The browser's provider is handed the locale and time zone only
    // (lib/i18n/client-messages.tsx).
  };
});
