import type en from './messages/en.json';
import type { Locale } from './lib/i18n/locale';

// Message keys are type-checked against the English catalogue (docs/conventions.md §4).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
