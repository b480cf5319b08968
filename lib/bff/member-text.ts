import 'server-only';
import { createTranslator } from 'next-intl';
import type { Envelope } from '@/lib/contract/envelope';
import type { Locale } from '@/lib/i18n/locale';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// An error reply's message is the text the member reads (docs/product.md §8), in the member's language: the
// BFF words it, so the browser shows it as it comes and no page carries the catalogue of every
// error's text for the few it may meet (a page's HTML within one round trip, docs/quality.md §3).

type ErrorTextCode = keyof (typeof en)['ServiceErrors'];

const translators = {
  en: createTranslator({ locale: 'en', messages: en }),
  ar: createTranslator({ locale: 'ar', messages: ar }),
};

const hasText = (code: string): code is ErrorTextCode => Object.hasOwn(en.ServiceErrors, code);

/** What an error's data adds that the member can act on: how long to wait, tries left. */
export type ErrorDetail = { retryAfterSeconds?: unknown; attemptsLeft?: unknown };

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** The words that carry the detail (a wait, attempts left), when the reply has it. */
function withDetail(t: (typeof translators)['en'], code: string | undefined, detail: ErrorDetail) {
  const attempts = count(detail.attemptsLeft);
  if (code === 'otp_invalid' && attempts !== undefined)
    return t('ServiceErrorDetails.otp_invalid', { attempts });
  const seconds = count(detail.retryAfterSeconds);
  if (code !== 'rate_limited' || !seconds) return undefined;
  // Past a minute and a half, minutes read better than a count of seconds.
  return seconds < 90
    ? t('ServiceErrorDetails.rate_limited_seconds', { seconds })
    : t('ServiceErrorDetails.rate_limited_minutes', { minutes: Math.ceil(seconds / 60) });
}

/**
 * What a member reads for a failed call: our words for its code when we have them; otherwise the
 * generic text for a server failure (whose own words may be internals), for a reply without
 * words and for the BFF's own refusals (a malformed request, a header it refused: words for a
 * developer, in English); the service's own words for the rest of its 4xx (docs/product.md §7: an error
 * carries the server's message).
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
  const detailed = withDetail(t, code, detail);
  if (detailed) return detailed;
  if (code && hasText(code)) return t(`ServiceErrors.${code}`);
  if (from === 'bff' || status >= 500 || !message.trim()) return t('ApiErrors.generic');
  return message;
}

/** An error envelope with its message worded for the member (a success passes untouched). */
export function forMember<T>(
  envelope: Envelope<T>,
  status: number,
  locale: Locale,
  from: 'service' | 'bff' = 'service',
): Envelope<T> {
  if (status < 400) return envelope;
  const data = envelope.data as ({ code?: unknown } & ErrorDetail) | null;
  const code = typeof data?.code === 'string' ? data.code : undefined;
  return {
    ...envelope,
    message: memberText(status, code, envelope.message, locale, from, data ?? {}),
  };
}
