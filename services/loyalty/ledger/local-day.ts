import type { CountryCode } from '@/lib/contract/common';

// docs/product.md §5 daily earning limit counts in the member's local day (docs/architecture.md §4): Asia/Dubai for UAE,
// Asia/Riyadh for KSA. Neither zone observes daylight saving, so the offsets are fixed.
export const TIME_ZONES: Record<CountryCode, { zone: string; offsetMinutes: number }> = {
  UAE: { zone: 'Asia/Dubai', offsetMinutes: 4 * 60 },
  KSA: { zone: 'Asia/Riyadh', offsetMinutes: 3 * 60 },
};

/** [start, end) of the local calendar day containing `now`, as UTC instants, and its date. */
export function localDay(country: CountryCode, now: Date): { start: Date; end: Date; key: string } {
  const offset = (TIME_ZONES[country] ?? TIME_ZONES.UAE).offsetMinutes * 60_000;
  const local = now.getTime() + offset;
  const startLocal = local - (((local % 86_400_000) + 86_400_000) % 86_400_000);
  return {
    start: new Date(startLocal - offset),
    end: new Date(startLocal - offset + 86_400_000),
    key: new Date(startLocal).toISOString().slice(0, 10),
  };
}
