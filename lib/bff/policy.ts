import { randomInt } from 'node:crypto';
import { CALLS, type CallName } from '@/lib/contract/calls';

// Retry, deadline and 401 rules of the BFF (docs/product.md §7 Retry and 401 handling, §9 maximum retries).

export const MAX_RETRIES = 3;
export const MAX_REQUEST_BYTES = 64 * 1024;
export const MAX_REPLY_BYTES = 1024 * 1024;

/** Calls that move points: repeated only with their idempotency key (docs/architecture.md §4). */
export const POINTS_MOVING: ReadonlySet<CallName> = new Set([
  'transfer-points',
  'redeem-reward',
  'register-member',
]);

/**
 * docs/product.md §7: how a 401 is recovered before the request is replayed once. A call on the session's
 * own secret has no token to renew: its 401 means the session has ended.
 */
export function recoveryFor(name: CallName): 'refresh-token' | 'amr-auth' | 'none' {
  if (CALLS[name].auth === 'session') return 'none';
  if (name === 'loyalty-brands' || name === 'remaining-limit') return 'amr-auth';
  if (name === 'refresh-token' || name === 'amr-auth' || name === 'logout') return 'none';
  return 'refresh-token';
}

/** Exponential backoff with full jitter: 0–100 ms, 0–200 ms, 0–400 ms. */
export function backoffMs(attempt: number): number {
  return randomInt(0, 100 * 2 ** attempt + 1);
}
