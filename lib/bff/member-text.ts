import 'server-only';
import { createTranslator } from 'next-intl';
import type { Envelope } from '@/lib/contract/envelope';
import { isolate } from '@/lib/i18n/bidi';
import type { Locale } from '@/lib/i18n/locale';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// An error reply's message is the text the member reads (docs/product.md §8), in the member's language: the
// BFF words it, so the browser shows it as it comes and no page carries the catalogue of every
// error's text for the few it may meet (a page's HTML within one round trip, docs/quality.md §3).
// The error's code is the one key from the service to these words, and its data gives the values
// they carry (lib/contract/envelope.ts ErrorData): ServiceErrorDetails words a code with them,
// ServiceErrors without, for a reply that has none.

type ErrorTextCode = keyof (typeof en)['ServiceErrors'];
type DetailCode = keyof (typeof en)['ServiceErrorDetails'];

// Words whose values the reply does not carry format to nothing, and the plain words stand in.
const translators = {
  en: createTranslator({ locale: 'en', messages: en, onError: () => {}, getMessageFallback }),
  ar: createTranslator({ locale: 'ar', messages: ar, onError: () => {}, getMessageFallback }),
};
function getMessageFallback() {
  return '';
}

const hasText = (code: string): code is ErrorTextCode => Object.hasOwn(en.ServiceErrors, code);
const hasDetail = (code: string): code is DetailCode => Object.hasOwn(en.ServiceErrorDetails, code);

/** An error's data as it comes: the values its words may carry, among the rest. */
export type ErrorDetail = Record<string, unknown>;
type Values = Record<string, string | number>;

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
const isNames = (value: unknown): value is { en: string; ar: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { en?: unknown }).en === 'string' &&
  typeof (value as { ar?: unknown }).ar === 'string';

/**
 * Values the words read otherwise than the data gives them, by the data's field: a brand's name
 * in the member's language (isolated in Arabic text, docs/product.md §9 Direction), and a wait
 * in seconds or, past a minute and a half, in minutes, which read better than a count of seconds.
 */
const READINGS: Record<string, (value: unknown, locale: Locale) => Values | undefined> = {
  brandName: (names, locale) =>
    isNames(names) ? { brand: locale === 'ar' ? isolate(names.ar) : names.en } : undefined,
  retryAfterSeconds: (value): Values | undefined => {
    const seconds = count(value);
    if (!seconds) return undefined;
    return seconds < 90
      ? { wait: 'seconds', seconds }
      : { wait: 'minutes', minutes: Math.ceil(seconds / 60) };
  },
};

/** The values an error's words take from its data: every count by its name, and READINGS. */
function valuesOf(detail: ErrorDetail, locale: Locale): Values {
  const values: Values = {};
  for (const [field, value] of Object.entries(detail)) {
    const reading = Object.hasOwn(READINGS, field) ? READINGS[field]!(value, locale) : undefined;
    const n = count(value);
    if (reading) Object.assign(values, reading);
    else if (n !== undefined) values[field] = n;
  }
  return values;
}

/**
 * What a member reads for a failed call: our words for its code when we have them, with the
 * values its data carries where they fit; otherwise the generic text for a server failure (whose
 * own words may be internals), for a reply without words and for the BFF's own refusals (a
 * malformed request, a header it refused: words for a developer, in English); the service's own
 * words for the rest of its 4xx (docs/product.md §7: an error carries the server's message).
 */
export function memberText(
  status: number,
  code: string | undefined,
  message: string,
  locale: Locale,
  from: 'service' | 'bff' = 'service',
  detail: ErrorDetail = {},
): string {
  const t = translators[locale];
  const detailed =
    code && hasDetail(code) ? t(`ServiceErrorDetails.${code}`, valuesOf(detail, locale)) : '';
  if (detailed) return detailed;
  if (code && hasText(code)) return t(`ServiceErrors.${code}`);
  if (from === 'bff' || status >= 500 || !message.trim()) return t('ApiErrors.generic');
  return message;
}

type Refusal = { code: string; message: string } & ErrorDetail;
const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Refusal).code === 'string' &&
  typeof (value as Refusal).message === 'string';

/**
 * An envelope with its words for the member: an error's message; and a success that answers no
 * (a `refusal` in its data, such as the quote's, lib/contract/loyalty.ts) gets that refusal worded
 * as the error it stands for would be. Any other success passes untouched.
 */
export function forMember<T>(
  envelope: Envelope<T>,
  status: number,
  locale: Locale,
  from: 'service' | 'bff' = 'service',
): Envelope<T> {
  if (status < 400) {
    const refusal = (envelope.data as { refusal?: unknown } | null)?.refusal;
    if (!isRefusal(refusal)) return envelope;
    const message = memberText(400, refusal.code, refusal.message, locale, from, refusal);
    return { ...envelope, message, data: { ...envelope.data, refusal: { ...refusal, message } } };
  }
  const data = envelope.data as ({ code?: unknown } & ErrorDetail) | null;
  const code = typeof data?.code === 'string' ? data.code : undefined;
  return {
    ...envelope,
    message: memberText(status, code, envelope.message, locale, from, data ?? {}),
  };
}
