import 'server-only';
import { callFromServer } from '@/lib/bff/server-call';
import type { BrandCode } from '@/lib/contract/codes';
import { rememberFor } from '@/lib/config/remember';

// Whether a brand has stores to search (docs/product.md §2 /brands/{shortname}/detail): the same
// for every member and rarely changed, so the process keeps each brand's answer for ten minutes
// (lib/config/remember.ts) and a brand's detail costs no read of its own on a warm server.
const STORES_KEPT_MS = 10 * 60_000;
const byBrand = new Map<BrandCode, () => Promise<boolean | null>>();

/** Whether the brand has a store in any country; null when that cannot be read now. */
export function brandHasStores(brand: BrandCode): Promise<boolean | null> {
  let load = byBrand.get(brand);
  if (!load) {
    load = rememberFor(STORES_KEPT_MS, async () => {
      const result = await callFromServer('brand-stores', { brand, limit: 1 });
      return result.ok ? result.data.stores.length > 0 : null;
    });
    byBrand.set(brand, load);
  }
  return load();
}
