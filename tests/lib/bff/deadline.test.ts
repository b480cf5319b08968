import { envelope, startFaultUpstream } from './fault-upstream';
import { callBff, configureBffEnv, memberCookie } from './harness';
import { tokenSet, transferBody } from './fixtures';

// docs/quality.md §2 item 23: a browser's call ends within one deadline, whatever the upstream does
// and however many attempts docs/product.md §7 allows. Each case would take several deadlines if every
// attempt had a deadline of its own.

const DEADLINE_MS = 1200;
/** Time for the BFF's own work and this busy machine's scheduling, not for another attempt. */
const MARGIN_MS = 400;

const upstream = await startFaultUpstream();
configureBffEnv(upstream.url);
process.env.BFF_CALL_DEADLINE_MS = String(DEADLINE_MS);
afterAll(() => upstream.close());
// The first call loads the BFF's modules: not time any case should count.
beforeAll(async () => {
  upstream.on(() => envelope({ rewards: [], isNextPage: false }));
  await callBff('/api/amr-loyalty/reward-list', { body: { brand: 'kfc' } });
});

async function timed(run: () => Promise<{ status: number; json: { data: unknown } }>) {
  const started = performance.now();
  const result = await run();
  return { ...result, ms: performance.now() - started };
}

it('a call docs/product.md §7 retries, whose every attempt fails slowly, ends at the deadline', async () => {
  // Each attempt alone fits in the deadline; four of them (one and three retries) would not.
  upstream.on(() => ({
    after: DEADLINE_MS * 0.45,
    then: envelope(null, 503, 'Service unavailable'),
  }));
  const { status, json, ms } = await timed(() =>
    callBff('/api/amr-loyalty/reward-list', { body: { brand: 'kfc' } }),
  );
  expect(status).toBeGreaterThanOrEqual(500);
  expect(json.data).toMatchObject({ correlationId: expect.any(String) });
  expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
  expect(upstream.calls('reward-list').length).toBeGreaterThanOrEqual(2);
  expect(upstream.calls('reward-list').length).toBeLessThan(4);
});

it('a hanging upstream: 504 at the deadline', async () => {
  upstream.on(() => ({ hang: true }));
  const { status, json, ms } = await timed(() =>
    callBff('/api/amr-loyalty/reward-list', { body: { brand: 'kfc' } }),
  );
  expect(status).toBe(504);
  expect(json.data).toMatchObject({ code: 'upstream_timeout' });
  expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
  expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
});

it('an upstream that trickles its reply byte by byte is cut at the deadline', async () => {
  upstream.on(() => ({ trickle: true }));
  const { status, ms } = await timed(() =>
    callBff('/api/amr-loyalty/reward-list', { body: { brand: 'kfc' } }),
  );
  expect(status).toBe(504);
  expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
});

it('a token refresh and the replay share the deadline', async () => {
  upstream.on((seen, index) => {
    if (seen.path === '/v1/refresh-token')
      return { after: DEADLINE_MS * 0.3, then: envelope(tokenSet(9)) };
    return index === 0
      ? { after: DEADLINE_MS * 0.55, then: envelope({ code: 'token_expired' }, 401, 'Expired') }
      : { hang: true };
  });
  const { status, ms } = await timed(async () =>
    callBff('/api/amr-loyalty/sso-sessions', {
      body: {},
      cookie: await memberCookie({ refreshToken: 'refresh-deadline-1' }),
    }),
  );
  expect(status).toBe(504);
  expect(upstream.seen.map((s) => s.path)).toEqual([
    '/v1/sso-sessions',
    '/v1/refresh-token',
    '/v1/sso-sessions',
  ]);
  expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
});

it('a transfer that runs out of time: outcome unknown, one idempotency key on every attempt', async () => {
  upstream.on((_seen, index) =>
    index === 0 ? { after: DEADLINE_MS * 0.6, then: { reset: true } } : { hang: true },
  );
  const { status, json, ms } = await timed(async () =>
    callBff('/api/amr-loyalty/transfer-points', {
      body: transferBody('key-deadline-1'),
      cookie: await memberCookie(),
    }),
  );
  expect(status).toBe(502);
  expect(json.data).toMatchObject({ code: 'outcome_unknown' });
  expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
  const keys = upstream
    .calls('transfer-points')
    .map((s) => (s.body as { idempotencyKey: string }).idempotencyKey);
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys)).toEqual(new Set(['key-deadline-1']));
});
