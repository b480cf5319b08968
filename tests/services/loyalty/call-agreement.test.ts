import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALLS, type CallName } from '@/lib/contract/calls';
import { methodOf } from '@/lib/contract/call-methods';
import { recoveryFor } from '@/lib/bff/policy';

// One definition per call (lib/contract/calls.ts): the browser's method table and the BFF's retry,
// recovery and session rules follow it (the service's routes are checked against it in
// tests/services/loyalty/contract.test.ts).

const NAMES = Object.keys(CALLS) as CallName[];

describe('every call, as its definition says', () => {
  it('the browser knows each method without the schemas', () => {
    for (const name of NAMES) expect(methodOf(name), name).toBe(CALLS[name].method);
  });

  it('a call that moves points needs an idempotency key and is retried on a 5xx', () => {
    const moving = NAMES.filter((n) => CALLS[n].movesPoints);
    expect(moving.sort()).toEqual(['redeem-reward', 'register-member', 'transfer-points']);
    for (const name of moving) {
      const request = CALLS[name].request as z.ZodObject;
      expect(request.shape.idempotencyKey, name).toBeDefined();
      expect(request.shape.idempotencyKey!.safeParse(undefined).success, name).toBe(false);
      expect(CALLS[name].retryOn5xx, name).toBe(true);
    }
  });

  it('the calls that sign in or out are the ones that change the session', () => {
    expect(NAMES.filter((n) => CALLS[n].changesSession).sort()).toEqual([
      'amr-auth',
      'amr-delete',
      'login',
      'logout',
      'profile',
      'refresh-token',
      'validate-account',
      'verify-otp',
    ]);
  });

  it('the BFF completes the browser input of the calls that need what a browser never holds', () => {
    // Client credentials, the refresh token, the device id, a brand link's headers, or the number
    // a code went to (the session's, never the browser's: docs/product.md §4 Login).
    expect(NAMES.filter((n) => CALLS[n].browserRequest).sort()).toEqual([
      'amr-auth',
      'login',
      'logout',
      'profile',
      'refresh-token',
      'validate-account',
      'verify-at-brand',
      'verify-otp',
      'verify-redirect',
    ]);
  });

  it('a 401 is recovered as docs/product.md §7 says', () => {
    // The balance calls sign in again; the token calls and logout have nothing to recover; a call
    // on the session's own secret means the session ended; every other member call refreshes.
    for (const name of NAMES) {
      const def = CALLS[name];
      const expected = ['loyalty-brands', 'remaining-limit'].includes(name)
        ? 'amr-auth'
        : ['refresh-token', 'amr-auth', 'logout'].includes(name) || def.auth === 'session'
          ? 'none'
          : 'refresh-token';
      expect(recoveryFor(name), name).toBe(expected);
    }
  });
});
