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
  };
});
