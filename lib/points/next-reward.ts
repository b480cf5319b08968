import type { Reward } from '@/lib/contract/loyalty';
import type { Locale } from '@/lib/i18n/locale';
import { bySuffix } from '@/lib/i18n/localized';

// docs/product.md §2 Points widget: each brand's line names the nearest reward within reach, the
// cheapest reward of that brand the member cannot afford yet. The server turns the catalogue into
// steps (rewardSteps); the widget, which holds the live balance, picks the next one (nextReward).

/** A reward as a step to reach: its id (for its detail), title in the page's language and cost. */
export type RewardStep = { id: string; title: string; cost: number };

/**
 * A brand's rewards, cheapest first, one per cost (the first in catalogue order): all the widget
 * needs to name the next one at any balance, and no more to send to the browser.
 */
export function rewardSteps(
  rewards: readonly Reward[],
  brand: string,
  locale: Locale,
): RewardStep[] {
  const steps = rewards
    .filter((reward) => reward.brand === brand)
    .map((reward) => ({
      id: reward.id,
      title: bySuffix(reward, 'title', locale),
      cost: reward.pointsCost,
    }))
    // Array.prototype.sort is stable: of two rewards at one cost, the catalogue's first stays first.
    .sort((a, b) => a.cost - b.cost);
  return steps.filter((step, i) => i === 0 || step.cost !== steps[i - 1]!.cost);
}

/**
 * The cheapest step the balance does not reach (a cost equal to the balance is affordable), and
 * how many points it still needs; null when every one is affordable or there are none.
 */
export function nextReward(
  steps: readonly RewardStep[],
  balance: number,
): { reward: RewardStep; missing: number } | null {
  let next: RewardStep | undefined;
  for (const step of steps)
    if (step.cost > balance && (!next || step.cost < next.cost)) next = step;
  return next ? { reward: next, missing: next.cost - balance } : null;
}

/** Steps kept either side of the balance the page was drawn with (docs/product.md §2 Points widget). */
const STEPS_BELOW = 2;
const STEPS_ABOVE = 3;

/**
 * The steps around a balance: enough for the widget to name the next reward while the balance
 * moves a little (a transfer, an unlock), without carrying the brand's whole catalogue in every
 * page's HTML; a page drawn again brings the steps around the new balance.
 */
export function stepsNear(steps: readonly RewardStep[], balance: number): RewardStep[] {
  const firstAbove = steps.findIndex((step) => step.cost > balance);
  const at = firstAbove === -1 ? steps.length : firstAbove;
  return steps.slice(Math.max(0, at - STEPS_BELOW), at + STEPS_ABOVE);
}
