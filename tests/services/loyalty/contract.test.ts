import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, UPSTREAM_PREFIX, isCallName } from '@/lib/contract/calls';
import { HEADER } from '@/lib/contract/headers';
import { TEST_BFF_SECRET, call, startHarness, type Harness } from './support/harness';

// The contract of docs/architecture.md §2 and its docs/product.md §7 rules, and that the service serves every call of part 1.
describe('contract', () => {
  it('retries on 5xx exactly the calls docs/product.md §7 lists, besides those that move points', () => {
    // A call that moves points is retried too: its idempotency key makes a repeat harmless
    // (tests/services/loyalty/call-agreement.test.ts).
    const retried = Object.values(CALLS)
      .filter((c) => c.retryOn5xx && !('movesPoints' in c))
      .map((c) => c.name)
      .sort();
    expect(retried).toEqual(
      [
        'sso-info',
        'sso-sessions',
        'amr-auth',
        'verify-otp',
        'loyalty-brands',
        'client',
        'verify-redirect',
        'reward-list',
        'reward-details',
        'voucher-list',
        'voucher-details',
      ].sort(),
    );
  });

  it('has every docs/product.md §7 call name, each under the upstream prefix', () => {
    const spec = [
      'login',
      'verify-otp',
      'verify-at-brand',
      'sso-info',
      'config',
      'profile',
      'sso-sessions',
      'remove-session',
      'amr-delete',
      'refresh-token',
      'validate-account',
      'verify-redirect',
      'client',
      'amr-auth',
      'loyalty-brands',
      'reward-history',
      'reward-list',
      'home-config',
      'reward-details',
      'voucher-list',
      'voucher-details',
      'redeem-reward',
      'logout',
      'register-member',
      'content',
      'remaining-limit',
      'edit-profile',
      'device-id',
      'brand-stores',
    ];
    for (const name of spec) expect(isCallName(name), name).toBe(true);
    for (const def of Object.values(CALLS)) expect(def.path).toBe(`${UPSTREAM_PREFIX}/${def.name}`);
    expect(isCallName('__proto__')).toBe(false);
    expect(isCallName('constructor')).toBe(false);
    expect(CALLS.profile.versionHeader).toBe('v1');
    expect(CALLS['edit-profile'].versionHeader).toBe('v1');
    expect(CALLS['amr-auth'].auth).toBe('client-credentials');
  });

  it('is isomorphic: lib/contract imports only zod and itself', () => {
    const dir = new URL('../../../lib/contract/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      for (const spec of imports)
        expect(spec === 'zod' || spec.startsWith('@/lib/contract/'), `${file}: ${spec}`).toBe(true);
    }
  });
});

describe('the service serves every call as its definition says', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  }, 30_000);

  it('answers each at its contract method and path (never the 404 of an unknown call)', async () => {
    for (const def of Object.values(CALLS)) {
      const res = await call(h.url, def.name, def.method === 'GET' ? undefined : {});
      expect(res.body.message, def.name).not.toBe('Unknown call');
      expect(res.status).toBe(res.body.statusCode);
    }
  });

  it.each(Object.values(CALLS).map((def) => [def.name, def] as const))(
    '%s: only at its method, and a member call refuses a caller without the token',
    async (_name, def) => {
      const send = (method: string) =>
        fetch(`${h.url}${def.path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            [HEADER.deviceId]: 'test-device-0001',
            [HEADER.deviceModel]: 'Vitest',
            [HEADER.bffSecret]: TEST_BFF_SECRET,
          },
          body: method === 'POST' ? '{}' : undefined,
        });
      const right = await send(def.method);
      expect([404, 405], `${def.method} ${def.path}`).not.toContain(right.status);
      if (def.auth === 'member') expect(right.status, 'without the token').toBe(401);
      const wrong = await send(def.method === 'GET' ? 'POST' : 'GET');
      expect([404, 405], `the other method on ${def.path}`).toContain(wrong.status);
    },
  );

  it('refuses a BFF secret it does not hold, and serves a caller that sends none', async () => {
    const brands = (secret?: string) =>
      fetch(`${h.url}${CALLS.brands.path}`, {
        headers: secret === undefined ? {} : { [HEADER.bffSecret]: secret },
      });
    const wrong = await brands('another-bff-secret-0123456789');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ data: { code: 'invalid_bff_secret' } });
    expect((await brands(TEST_BFF_SECRET)).status).toBe(200);
    expect((await brands()).status).toBe(200);
  });

  it("a database failure is a 500 envelope with the caller's correlation id, and the process stays up", async () => {
    await h.closeDatabase();
    const res = await call(h.url, 'brands', undefined, {
      headers: { 'x-correlation-id': 'bff-corr-123' },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      message: 'Something went wrong. Please try again later.',
      data: { code: 'internal', correlationId: 'bff-corr-123' },
    });
    expect(res.headers.get('x-correlation-id')).toBe('bff-corr-123');
    const odd = await call(h.url, 'brands', undefined, {
      headers: { 'x-correlation-id': 'bad value/with spaces' },
    });
    expect((odd.body.data as { correlationId: string }).correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${h.url}/health`)).status).toBe(200);
  });
});
