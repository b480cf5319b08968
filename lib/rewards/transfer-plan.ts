import { routePath } from '@/lib/navigation/route-paths';

// docs/product.md §2 Transfer-points popup: the transfers it offers come from the service (transfer-options,
// decided by the transfer's own rule); "another amount" opens the exchange page prefilled.

/** The exchange flow, prefilled (lib/exchange/prefill.ts reads exactly these parameters). */
export function exchangeHref(source: string, target: string, points: number): string {
  const query = new URLSearchParams({ source, target, points: String(points) });
  return `${routePath('exchangePoints')}?${query.toString()}`;
}
