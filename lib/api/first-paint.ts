import 'server-only';
import { callFromServer } from '@/lib/bff/server-call';
import type { CallName, CallRequest } from '@/lib/contract/calls';
import { listInput, pagesKey, toPage, type ListCall } from '@/lib/rewards/reward-pages';
import type { SeedEntry } from './seed-entry';
import { apiKey } from './api-key';
import type { BrowserInput } from './call-api';

/**
 * A read whose answer a page shows in its first paint, under the key the browser would use: a
 * call, or the first page of a brand's rewards or vouchers, unfiltered (lib/rewards/reward-pages.ts).
 */
export type FirstPaintRead =
  | { [N in CallName]: { name: N; input?: BrowserInput<N> & CallRequest<N> } }[CallName]
  | { list: ListCall; brand: string };

/**
 * Reads on the server what a page shows first, as entries for the browser's query cache to start
 * from (components/providers/query-seed.tsx). A page then paints with its data and its client
 * components render the same on both sides; the browser reads again only once that data is stale
 * (lib/api/query-client.ts). A read that fails is left out, so the browser makes it and shows its
 * error as it would have.
 */
export async function readForFirstPaint(reads: readonly FirstPaintRead[]): Promise<SeedEntry[]> {
  const entries = await Promise.all(
    reads.map(async (read): Promise<SeedEntry | null> => {
      // Stamped when asked, not when answered: a reading must not count as newer than a change
      // the browser saw committed while it was on its way.
      const updatedAt = Date.now();
      if ('list' in read) {
        const input = listInput(read.brand, 'all');
        const result = await callFromServer(read.list, { ...input, page: 1 });
        return result.ok ? { key: pagesKey(read.list, input), data: { pages: [toPage(result.data)], pageParams: [1] }, updatedAt } : null;
      }
      const result = await callFromServer(read.name, read.input ?? {});
      return result.ok ? { key: apiKey(read.name, read.input), data: result.data, updatedAt } : null;
    }),
  );
  return entries.filter((entry) => entry !== null);
}
