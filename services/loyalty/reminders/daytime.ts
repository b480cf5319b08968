import type { CountryCode } from '@/lib/contract/common';
import { TIME_ZONES } from '@/services/loyalty/ledger/local-day';

/** Reminders reach members between 09:00 and 21:00 of their country's day, never at night. */
export const DAYTIME = { fromHour: 9, untilHour: 21 } as const;

/** The countries where it is daytime at `now` (both zones have fixed offsets). */
export function daytimeCountries(now: Date): CountryCode[] {
  return (Object.keys(TIME_ZONES) as CountryCode[]).filter((country) => {
    const minutes =
      now.getUTCHours() * 60 + now.getUTCMinutes() + TIME_ZONES[country].offsetMinutes;
    const hour = Math.floor((((minutes % 1440) + 1440) % 1440) / 60);
    return hour >= DAYTIME.fromHour && hour < DAYTIME.untilHour;
  });
}
