/**
 * What a member may still earn at a brand today (docs/product.md §5 daily earning limit): the
 * brand's daily limit less what they earned in their local day, never below nothing. One
 * definition in the contract both sides share: the service answers remaining-limit with it
 * (services/loyalty/routes/points.ts), and the exchange form shows it from the balances it
 * already holds until a quote says it again.
 */
export const leftToday = (brand: { dailyEarningLimit: number; totalDailyEarnPoint: number }) =>
  Math.max(0, brand.dailyEarningLimit - brand.totalDailyEarnPoint);
