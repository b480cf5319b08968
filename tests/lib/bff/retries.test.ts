import { behaviourOf } from '@/lib/bff/call-behaviour';
import { CALLS, type CallName } from '@/lib/contract/calls';
import { envelope, startFaultUpstream, type Behaviour } from './fault-upstream';
import { callBff, codeSentCookie, configureBffEnv, memberCookie } from './harness';
import { loyaltyBrands, transferBody, transferResult } from './fixtures';

// docs/product.md §7 Retry handling and docs/quality.md §2 items 1 and 16 against a fault-injecting upstream.

const upstream = await startFaultUpstream();
configureBffEnv(upstream.url);
afterAll(() => upstream.close());

// A minimal valid browser input for every call a browser may make.
const INPUT: Partial<Record<CallName, unknown>> = {
  login: { cCode: '+971', phnNo: '501234567' },
  'verify-otp': { otp: '123456' },
  profile: {
    name: 'Layla',
    email: 'l@example.com',
    acceptTerms: true,
  },
  'remove-session': { sessionId: '0b6c3f7e-1f47-4c6a-9a59-0d2c5e7d1a11' },
  'verify-redirect': { brand: 'KFC', clientId: 'client-1' },
  'validate-account': { brand: 'KFC', clientId: 'client-1' },
  'verify-at-brand': { brand: 'KFC', clientId: 'client-1' },
  'edit-profile': { name: 'Layla' },
  'update-permission': { type: 'sms', status: 'activated' },
  'push-subscribe': {
    subscription: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
  },
  'device-id': {
    userAgent: 'UA',
    language: 'en',
    platform: 'Linux',
    timezone: 'Asia/Dubai',
    touchSupport: false,
  },
  content: { type: 'terms' },
  'brand-stores': {},
  'loyalty-brands': { cCode: '+971', phnNo: '501234567' },
  'register-member': {
    cCode: '+971',
    firstName: 'Layla',
    lastName: '',
    phnNo: '501234567',
    brands: [{ brand: 'KFC', extUserId: 'k-1' }],
    deviceId: 'device-1',
    idempotencyKey: 'register-0001',
  },
  'reward-list': { brand: 'kfc', pageSize: 10 },
  'reward-details': { brand: 'kfc', id: 'r-1' },
  'voucher-list': { brand: 'kfc' },
  'voucher-details': { brand: 'kfc', id: 'v-1' },
  'redeem-reward': { brand: 'KFC', id: 'r-1', action: 'redeem', idempotencyKey: 'redeem-00001' },
  'reward-history': { filter: 'all' },
  'transfer-quote': { sourceBrand: 'KFC', targetBrand: 'PHD', points: 100 },
  'transfer-options': { targetBrand: 'KFC', points: 42 },
  'transfer-points': transferBody(),
};

const browserCalls = (Object.keys(CALLS) as CallName[]).filter(
  (n) => CALLS[n].auth !== 'partner' && behaviourOf(n).fromBrowser !== false,
);

describe('5xx retries per call (docs/product.md §7: up to 3, only the listed calls)', () => {
  it.each(browserCalls)('%s', async (name) => {
    upstream.on(() => envelope(null, 503, 'Service unavailable'));
    const def = CALLS[name];
    const refreshable = def.auth === 'refresh';
    const { status, json } = await callBff(`/api/amr-loyalty/${name}`, {
      method: def.method,
      body: INPUT[name] ?? {},
      cookie: await codeSentCookie(),
    });
    const expected = def.retryOn5xx ? 4 : 1;
    expect(upstream.calls(name), name).toHaveLength(refreshable ? 1 : expected);
    expect(status).toBeGreaterThanOrEqual(500);
    expect(json.data).toMatchObject({ correlationId: expect.any(String) });
    expect(json.message).not.toMatch(/unavailable|stack|Error:/);
  });

  it('amr-auth, which only the BFF makes after a right code, is retried as its definition says', async () => {
    upstream.on((seen) =>
      seen.path === '/v1/verify-otp'
        ? envelope({ isProfileCreated: true, sessionSecret: `ss_${'a'.repeat(43)}` })
        : envelope(null, 503, 'Service unavailable'),
    );
    const { status } = await callBff('/api/amr-loyalty/verify-otp', {
      body: INPUT['verify-otp'],
      cookie: await codeSentCookie(),
    });
    expect(status).toBeGreaterThanOrEqual(500);
    expect(upstream.calls('verify-otp')).toHaveLength(1);
    expect(upstream.calls('amr-auth')).toHaveLength(CALLS['amr-auth'].retryOn5xx ? 4 : 1);
  });

  it('stops retrying when a retry succeeds', async () => {
    upstream.on((_s, i) =>
      i < 2 ? envelope(null, 500, 'boom') : envelope({ rewards: [], isNextPage: false }),
    );
    const { status } = await callBff('/api/amr-loyalty/reward-list', { body: { brand: 'kfc' } });
    expect(status).toBe(200);
    expect(upstream.seen).toHaveLength(3);
  });

  it('does not retry a 4xx', async () => {
    upstream.on(() => envelope(null, 400, 'Please enter a valid phone number'));
    const { status, json } = await callBff('/api/amr-loyalty/verify-otp', {
      body: INPUT['verify-otp'],
      cookie: await codeSentCookie(),
    });
    expect(status).toBe(400);
    expect(json.message).toBe('Please enter a valid phone number');
    expect(upstream.seen).toHaveLength(1);
  });
});

describe('a transfer the upstream commits and then fails to confirm (item 1)', () => {
  // The upstream applies each idempotency key once and replays the first result after that.
  function committingUpstream(firstFailure: Behaviour, failures = 1) {
    const applied = new Map<string, unknown>();
    let debits = 0;
    upstream.on((seen, index) => {
      const { idempotencyKey } = seen.body as { idempotencyKey: string };
      if (!applied.has(idempotencyKey)) {
        applied.set(idempotencyKey, transferResult);
        debits++;
      }
      return index < failures ? firstFailure : envelope(applied.get(idempotencyKey));
    });
    return () => debits;
  }

  it.each<[string, Behaviour]>([
    ['502', envelope(null, 502, 'Bad gateway')],
    ['a reset connection', { reset: true }],
    ['malformed JSON', { raw: '{"statusCode":200,', contentType: 'application/json' }],
  ])('after %s: retried with the same key, exactly one debit', async (_label, failure) => {
    const debits = committingUpstream(failure);
    const { status, json } = await callBff('/api/amr-loyalty/transfer-points', {
      body: transferBody('key-aaaa0001'),
      cookie: await memberCookie(),
    });
    expect(status).toBe(200);
    expect(json.data).toEqual(transferResult);
    expect(debits()).toBe(1);
    const keys = upstream.seen.map((s) => (s.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys)).toEqual(new Set(['key-aaaa0001']));
  });

  it('reports the outcome as unknown when no attempt is confirmed, never as a failure to retry blindly', async () => {
    const debits = committingUpstream({ reset: true }, 10);
    const { status, json } = await callBff('/api/amr-loyalty/transfer-points', {
      body: transferBody('key-bbbb0001'),
      cookie: await memberCookie(),
    });
    expect(status).toBe(502);
    expect(json.data).toMatchObject({ code: 'outcome_unknown' });
    expect(debits()).toBe(1);
    expect(upstream.seen).toHaveLength(4);
  });

  it('refuses a transfer without an idempotency key before it reaches the upstream', async () => {
    upstream.on(() => envelope(transferResult));
    const { status, json } = await callBff('/api/amr-loyalty/transfer-points', {
      body: { sourceBrand: 'KFC', targetBrand: 'PHD', points: 100 },
      cookie: await memberCookie(),
    });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ field: 'idempotencyKey' });
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('upstream faults become clear errors, never wrong data (item 16)', () => {
  const member = () => memberCookie();

  it.each<[string, Behaviour]>([
    ['200 with an HTML body', { raw: '<html>maintenance</html>' }],
    ['200 with a balance of "NaN"', envelope({ ...loyaltyBrands, total: 'NaN' })],
    ['200 with missing fields', envelope({ brands: {} })],
    [
      '200 with a total that is not the sum of the brands',
      envelope({ ...loyaltyBrands, total: loyaltyBrands.total + 100 }),
    ],
    [
      'a statusCode that disagrees with the HTTP status',
      { json: { statusCode: 500, message: 'x', data: loyaltyBrands }, status: 200 },
    ],
    ['a 10 MB body', { bytes: 10 * 1024 * 1024 }],
  ])('%s → 502 with a correlation id', async (_label, behaviour) => {
    upstream.on(() => behaviour);
    const { status, json, response } = await callBff('/api/amr-loyalty/loyalty-brands', {
      body: { cCode: '+971', phnNo: '501234567' },
      cookie: await member(),
    });
    expect(status).toBe(502);
    expect(json.data).toMatchObject({
      code: 'upstream_invalid',
      correlationId: response.headers.get('x-correlation-id'),
    });
    expect(JSON.stringify(json)).not.toMatch(/NaN|maintenance/);
  });

  it('passes a 429 through with its Retry-After', async () => {
    upstream.on(() => ({
      ...envelope({ code: 'rate_limited', retryAfterSeconds: 30 }, 429, 'Too many requests'),
      headers: { 'retry-after': '30' },
    }));
    const { status, response } = await callBff('/api/amr-loyalty/login', { body: INPUT.login });
    expect(status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(upstream.seen).toHaveLength(1);
  });
});
