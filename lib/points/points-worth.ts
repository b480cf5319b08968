import type { CountryCode } from '@/lib/contract/codes';
import type { AppConfig } from '@/lib/contract/content';
import { formatMoney } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';

// docs/product.md §2 Points widget: what a brand's points are worth in the member's country, from
// the config's value per point (docs/product.md §3 Config pointValue).

/** Each country's currency (ISO 4217), in which its point values are configured. */
export const COUNTRY_CURRENCIES = {
  UAE: 'AED',
  KSA: 'SAR',
} as const satisfies Record<CountryCode, string>;

/**
 * One point's value and the currency it is in; `shown`, the worth of the balance the server read,
 * as it formatted it, so the browser's first render builds no currency format (as with dates,
 * lib/i18n/format.ts) and says what the server said.
 */
export type PointWorth = {
  perPoint: number;
  currency: string;
  shown?: { points: number; text: string };
};

/** A brand's point value in a country, or null when the config gives none (no value is shown). */
export function pointWorth(
  values: AppConfig['pointValue'],
  brand: string,
  country: CountryCode,
): PointWorth | null {
  const perPoint = (values as Record<string, Partial<Record<CountryCode, number>>>)[brand]?.[
    country
  ];
  return perPoint ? { perPoint, currency: COUNTRY_CURRENCIES[country] } : null;
}

/** What `points` are worth: the amount to format. */
export const worthOf = (points: number, worth: PointWorth) => points * worth.perPoint;

/** What `points` are worth as the page's language writes it: "AED 12.50", "12.50 د.إ.". */
export function formatWorth(points: number, worth: PointWorth, locale: Locale): string {
  if (worth.shown?.points === points) return worth.shown.text;
  return formatMoney(worthOf(points, worth), worth.currency, locale);
}

/** The worth with the server's text for the balance it read (null: none read). */
export function withShown(worth: PointWorth, points: number | null, locale: Locale): PointWorth {
  return points === null
    ? worth
    : { ...worth, shown: { points, text: formatWorth(points, worth, locale) } };
}
