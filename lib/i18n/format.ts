import type { Locale } from '@/lib/i18n/locale';

// Every number, date and time a member reads goes through here (docs/product.md §5, §9), or
// through a catalogue message that takes the number itself and pluralises it. Both languages
// write Western digits (0–9): each format names its numbering system, since a bare "ar" reads
// Arabic-Indic digits (٠–٩) under some engines' locale data (ar-SA, ar-EG, and plain ar before
// CLDR 42); the catalogue's own numbers are kept to Western digits by lib/i18n/latin-digits.ts.

export const DEFAULT_MIN_POINTS_DIGITS = 3;
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

/**
 * The one locale every number is formatted in, per language: Arabic with Latin digits, English
 * (docs/product.md §9). Dates keep ar-EG's order of day, month name and year (intlLocale below).
 */
export const NUMBER_LOCALES = { en: 'en', ar: 'ar-u-nu-latn' } as const satisfies Record<
  Locale,
  string
>;

/**
 * docs/product.md §5 Points display: a points figure standing alone (the widget's total, a brand's
 * balance in the widget) zero-padded to a configured minimum number of digits (default 3). Never
 * for a number in a sentence or beside its unit word: that is a count message's (History.amount,
 * RewardDetail.cost, Exchange.brandPoints), which writes the number itself.
 */
export function padPoints(points: number, minDigits: number = DEFAULT_MIN_POINTS_DIGITS): string {
  assertPoints(points);
  const digits = String(Math.abs(points)).padStart(Math.max(1, Math.floor(minDigits)), '0');
  return points < 0 ? `-${digits}` : digits;
}

/**
 * docs/product.md §9: 1000 or more is shown as a decimal with k, dropping a trailing .0 (1000 → 1k,
 * 1500 → 1.5k); in Arabic with the word, ألف (1.5 ألف), or آلاف for three to ten thousand. The
 * tenth is truncated, not rounded: a balance is never shown larger than it is (1999 → 1.9k).
 * Below 1000 the points are padded as padPoints does. For a points figure standing alone only
 * (padPoints): a sentence, or a number beside its unit word, takes the number itself and its
 * message pluralises it.
 */
export function formatPoints(
  points: number,
  locale: Locale,
  minDigits: number = DEFAULT_MIN_POINTS_DIGITS,
): string {
  assertPoints(points);
  const magnitude = Math.abs(points);
  if (magnitude < 1000) return padPoints(points, minDigits);
  const tenths = Math.floor(magnitude / 100);
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  const number = fraction === 0 ? `${whole}` : `${whole}.${fraction}`;
  const text = locale === 'ar' ? `${number}\u00a0${thousandsInArabic(tenths / 10)}` : `${number}k`;
  return points < 0 ? `-${text}` : text;
}

// Three to ten thousand are آلاف (the plural), any other count ألف; the no-break space keeps the
// word on the number's line. The rules are built on first use, as the formats below are.
let arabicPlurals: Intl.PluralRules | undefined;
const thousandsInArabic = (thousands: number) =>
  (arabicPlurals ??= new Intl.PluralRules('ar')).select(thousands) === 'few' ? 'آلاف' : 'ألف';

function assertPoints(points: number) {
  if (!Number.isSafeInteger(points)) throw new RangeError(`Points must be an integer: ${points}`);
}

/**
 * Dates and times: en-GB, or ar-EG with Western digits: one digit system on every page in both
 * languages (codes, phone numbers and the messages' numbers are 0–9 already), keeping ar-EG's
 * day, month name and year order (docs/product.md §9).
 */
const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB');

// Building an Intl format costs far more than using one (ICU loads the locale, and the time zone,
// each time); a list of dated rows would pay it per row. Each format is built once, by its key.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cachedFormat<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => F,
): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

// Dates and times the server formatted for a page's first paint (lib/server/first-paint.ts), by
// dateKey: kind, language, time zone and instant. The browser's first Intl format costs 25–35 ms
// here (ICU loads the locale and the time zone), and a member page that formats a date while it
// hydrates paid that inside its longest task. They reach a render as data, never through module
// state: a page hands them down (components/providers/server-dates.tsx), and a reader passes them
// to formatDate and formatTime, which answer from them before building a format.
export type FormattedDate = readonly [key: string, text: string];
export type FormattedDates = Readonly<Record<string, string>>;
const dateKey = (kind: 'date' | 'time', date: Date | string, locale: Locale, timeZone: string) =>
  `${kind}|${locale}|${timeZone}|${new Date(date).getTime()}`;

/** A date-time as formatDate and formatTime show it, under the keys they look it up by. */
export function formattedDateAndTime(
  date: Date | string,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
): [FormattedDate, FormattedDate] {
  return [
    [dateKey('date', date, locale, timeZone), formatDate(date, locale, timeZone)],
    [dateKey('time', date, locale, timeZone), formatTime(date, locale, timeZone)],
  ];
}

/**
 * docs/product.md §9: day, short month, year in en-GB or ar-EG (with Western digits); from
 * `formatted` (the server's text for a first paint) when it holds this one.
 */
export function formatDate(
  date: Date | string,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
  formatted?: FormattedDates,
) {
  const known = formatted?.[dateKey('date', date, locale, timeZone)];
  if (known !== undefined) return known;
  return cachedFormat(
    `date|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone,
      }),
  ).format(new Date(date));
}

/** docs/product.md §9: times in the 12-hour format; from `formatted` as formatDate. */
export function formatTime(
  date: Date | string,
  locale: Locale,
  timeZone = DEFAULT_TIME_ZONE,
  formatted?: FormattedDates,
) {
  const known = formatted?.[dateKey('time', date, locale, timeZone)];
  if (known !== undefined) return known;
  return cachedFormat(
    `time|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        hour: 'numeric',
        minute: '2-digit',
        // 'h12' (1–12), not hour12: true, which en-GB reads as 'h11' and prints "0:42 pm".
        hourCycle: 'h12',
        timeZone,
      }),
  ).format(new Date(date));
}

/** A number as the page's language writes it, in Western digits ("1,500"; never padded). */
export function formatNumber(value: number, locale: Locale) {
  return cachedFormat(
    `number|${locale}`,
    () => new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 4 }),
  ).format(value);
}

/** A decimal with exactly `fractionDigits` digits after the point, in the member's digits. */
export function formatDecimal(value: number, locale: Locale, fractionDigits: number) {
  return cachedFormat(
    `decimal|${locale}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(NUMBER_LOCALES[locale], {
        maximumFractionDigits: fractionDigits,
        minimumFractionDigits: fractionDigits,
      }),
  ).format(value);
}

/**
 * docs/product.md §2 Points widget: an amount of money in a currency (ISO 4217), as the page's
 * language writes it, in the member's digits: "AED 12.50", and in Arabic "12.50 د.إ.".
 */
export function formatMoney(amount: number, currency: string, locale: Locale) {
  return cachedFormat(
    `money|${locale}|${currency}`,
    () => new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: 'currency', currency }),
  ).format(amount);
}

export const DURATION_UNITS = ['hours', 'days', 'weeks', 'months'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** Reads the upstream's durationUnit ('Hours', 'hrs', 'day', …) as one of DURATION_UNITS. */
export function normaliseDurationUnit(unit: string): DurationUnit | null {
  const u = unit.trim().toLowerCase();
  if (u.startsWith('h')) return 'hours';
  if (u.startsWith('d')) return 'days';
  if (u.startsWith('w')) return 'weeks';
  if (u.startsWith('m')) return 'months';
  return null;
}

type ValidityTranslator = (
  key: 'useWithin',
  values: { duration: number; unit: DurationUnit },
) => string;

/** docs/product.md §9: 'Use within {duration}' with a unit; hours show as Hrs. `t` is the Validity namespace. */
export function formatValidity(t: ValidityTranslator, duration: number, unit: string): string {
  const normalised = normaliseDurationUnit(unit);
  if (!normalised) throw new RangeError(`Unknown duration unit: ${unit}`);
  return t('useWithin', { duration, unit: normalised }).trim();
}
