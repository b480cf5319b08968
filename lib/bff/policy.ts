import { randomInt } from 'node:crypto';
import { CALLS, type CallName } from '@/lib/contract/calls';

// Retry, deadline and 401 rules of the BFF (docs/product.md §7 Retry and 401 handling, §9 maximum retries).

export const MAX_RETRIES = 3;
export const MAX_REQUEST_BYTES = 64 * 1024;
export const MAX_REPLY_BYTES = 1024 * 1024;

/** docs/product.md §7: how a 401 is recovered before the request is replayed once. */
export function recoveryFor(name: CallName): 'refresh-token' | 'amr-auth' | 'none' {
  const def = CALLS[name];
  return def.recovery ?? (def.auth === 'session' ? 'none' : 'refresh-token');
}

/** Exponential backoff with full jitter: 0–100 ms, 0–200 ms, 0–400 ms. */
export function backoffMs(attempt: number): number {
  return randomInt(0, 100 * 2 ** attempt + 1);
}
