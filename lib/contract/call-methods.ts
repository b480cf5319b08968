// docs/product.md §7: the calls read with GET; every other call is a POST. Kept apart from the call table
// (lib/contract/calls.ts, which builds each definition's method from it) so the browser's fetcher
// knows the method without loading the contract's schemas.
const GET_CALLS: ReadonlySet<string> = new Set([
  'config',
  'home-config',
  'brands',
  'remaining-limit',
  'transfer-limits',
]);

export type CallMethod = 'GET' | 'POST';

export const methodOf = (name: string): CallMethod => (GET_CALLS.has(name) ? 'GET' : 'POST');
