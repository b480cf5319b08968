// docs/product.md §7: the calls read with GET; every other call is a POST. Each definition says its
// method (lib/contract/calls.ts); this is the browser fetcher's copy, kept apart so it knows the
// method without loading the contract's schemas, and held to the definitions by
// tests/services/loyalty/call-agreement.test.ts.
const GET_CALLS: ReadonlySet<string> = new Set([
  'config',
  'home-config',
  'brands',
  'remaining-limit',
  'transfer-limits',
]);

export type CallMethod = 'GET' | 'POST';

export const methodOf = (name: string): CallMethod => (GET_CALLS.has(name) ? 'GET' : 'POST');
