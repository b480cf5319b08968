import 'server-only';
import { callFromServer } from '@/lib/bff/server-call';
import type { CallData, CallRequest } from '@/lib/contract/calls';
import type { Reward } from '@/lib/contract/loyalty';
import { rememberFor } from '@/lib/config/remember';

/**
 * The catalogue is the same for every visitor (reward-list is a public call): each page asked for
 * is kept for a minute, stale while revalidating, like the config (lib/config/remember.ts), so a
 * member's rewards page pays only for the member's own vouchers, and the points widget's next
 * reward (docs/product.md §2 Points widget) costs no call of its own once read. A member's vouchers
 * and balances are never kept.
 */
const CATALOGUE_MS = 60_000;
const catalogues = new Map<string, () => Promise<CallData<'reward-list'> | null>>();

/** One page of a brand's rewards, from the process's copy; null when it cannot be read. */
export function cataloguePage(input: CallRequest<'reward-list'>) {
  const key = JSON.stringify(input);
  let load = catalogues.get(key);
  if (!load) {
    load = rememberFor(CATALOGUE_MS, async () => {
      const result = await callFromServer('reward-list', input);
      return result.ok ? result.data : null;
    });
    catalogues.set(key, load);
  }
  return load();
}

/** The largest page the reward-list call gives (lib/contract/loyalty.ts rewardListSchema). */
const WHOLE_PAGE = 50;
/** A bound on a brand's catalogue read whole: 200 rewards. */
const MOST_PAGES = 4;

/**
 * A brand's whole catalogue (every channel), in its order: one page for any catalogue of up to 50
 * rewards. What cannot be read is left out, so a brand whose catalogue fails has no rewards here.
 */
export async function brandCatalogue(brand: string): Promise<Reward[]> {
  const rewards: Reward[] = [];
  for (let page = 1; page <= MOST_PAGES; page += 1) {
    const data = await cataloguePage({ brand: brand.toLowerCase(), page, pageSize: WHOLE_PAGE });
    if (!data) break;
    rewards.push(...data.rewards);
    if (!data.isNextPage) break;
  }
  return rewards;
}
