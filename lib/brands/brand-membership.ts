import type { z } from 'zod';
import type { LoyaltyBrandEntrySchema } from '@/lib/contract/loyalty';

export type LoyaltyBrandEntry = z.infer<typeof LoyaltyBrandEntrySchema>;

/**
 * A member's entry for one brand. Loyalty-brands entries are keyed by short name in SPEC §3 and by
 * brand code in our service's reply; a brand is matched either way (SPEC §2 Points widget).
 */
export function entryFor(
  balances: Record<string, LoyaltyBrandEntry>,
  brand: { code: string; shortname: string },
): LoyaltyBrandEntry | null {
  return balances[brand.shortname] ?? balances[brand.code] ?? null;
}

/** What the member may still earn at a brand today (SPEC §5 daily earning limit; missing counts as 0). */
export function remainingToday(
  entry: Pick<LoyaltyBrandEntry, 'dailyEarningLimit' | 'totalDailyEarnPoint'>,
): number {
  return Math.max(0, (entry.dailyEarningLimit ?? 0) - (entry.totalDailyEarnPoint ?? 0));
}
