import { captureLogLines } from '@/tests/support/log-lines';
import { envelope, startFaultUpstream } from './fault-upstream';
import { loyaltyBrands, tokenSet } from './fixtures';
import { callBff, configureBffEnv, memberCookie, SESSION_SECRET } from './harness';

// What the BFF tells the operator (lib/observability/bff-telemetry.ts): one access line per call
// with no member data, credential refusals and unreachable upstreams as warn/error lines with the
// correlation id, and the Prometheus series of lib/observability/metrics.ts.

const upstream = await startFaultUpstream();
configureBffEnv(upstream.url);
process.env.LOG_LEVEL = 'info';
afterAll(() => upstream.close());
const { webMetrics } = await import('@/lib/observability/metrics');

const logs = captureLogLines();
afterAll(() => logs.restore());
beforeEach(() => {
  logs.lines.length = 0;
});

async function sample(metric: string, labels: Record<string, string>) {
  const found = await webMetrics().registry.getSingleMetric(metric)!.get();
  const value = found.values.find(
    (v) =>
      (!('metricName' in v) || v.metricName === metric || v.metricName === `${metric}_count`) &&
      Object.entries(labels).every(([k, l]) => v.labels[k] === l),
  );
  return value?.value ?? 0;
}

const phone = { cCode: '+971', phnNo: '501234567' };
const codeSent = { otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 };

it('writes one access line per call, by call name, with no member data', async () => {
  upstream.on(() => envelope(codeSent));
  const before = await sample('bff_calls_total', { call: 'login', status: '200' });
  const { response } = await callBff('/api/amr-loyalty/login', { body: phone });
  const access = logs.withMsg('bff call');
  expect(access).toHaveLength(1);
  expect(access[0]).toMatchObject({
    level: 'info',
    app: 'web',
    via: 'browser',
    method: 'POST',
    call: 'login',
    status: 200,
    correlationId: response.headers.get('x-correlation-id'),
  });
  expect(access[0]!.ms).toEqual(expect.any(Number));
  expect(Date.parse(access[0]!.t as string)).not.toBeNaN();
  const written = JSON.stringify(logs.lines);
  for (const secret of [
    '501234567',
    'test-client-secret',
    'test-bff-shared-secret',
    'amrx-session',
  ])
    expect(written).not.toContain(secret);
  expect(await sample('bff_calls_total', { call: 'login', status: '200' })).toBe(before + 1);
  expect(await sample('bff_call_duration_seconds', { call: 'login' })).toBeGreaterThan(0);
});

it('names a path that is no call "unknown", never the raw path', async () => {
  await callBff('/api/amr-loyalty/no-such-call-501234567', { method: 'GET' });
  const [line] = logs.withMsg('bff call');
  expect(line).toMatchObject({ call: 'unknown', status: 404 });
  expect(JSON.stringify(logs.lines)).not.toContain('501234567');
});

it('counts upstream attempts and the retries a 5xx brought', async () => {
  upstream.on((_seen, index) =>
    index === 0 ? envelope({ code: 'unavailable' }, 503) : envelope({ rewards: [], page: 1 }),
  );
  const labels = { call: 'reward-list', outcome: '5xx' };
  const [attempts, retries] = [
    await sample('bff_upstream_attempts_total', labels),
    await sample('bff_upstream_retries_total', labels),
  ];
  await callBff('/api/amr-loyalty/reward-list', { body: { brand: 'kfc', pageSize: 10 } });
  expect(upstream.seen).toHaveLength(2);
  expect(await sample('bff_upstream_attempts_total', labels)).toBe(attempts + 1);
  expect(await sample('bff_upstream_retries_total', labels)).toBe(retries + 1);
  expect(
    await sample('bff_upstream_attempts_total', { call: 'reward-list', outcome: '2xx' }),
  ).toBeGreaterThan(0);
});

it('counts token refreshes by how and outcome', async () => {
  upstream.on((seen) => {
    if (seen.path === '/v1/amr-auth') return envelope(tokenSet(2));
    return seen.headers.authorization === 'Bearer access-2'
      ? envelope(loyaltyBrands)
      : envelope({ code: 'token_expired' }, 401, 'Expired');
  });
  const labels = { how: 'amr-auth', outcome: 'recovered' };
  const before = await sample('bff_token_refreshes_total', labels);
  const { status } = await callBff('/api/amr-loyalty/loyalty-brands', {
    body: phone,
    cookie: await memberCookie({ sid: 'sid-refresh-count' }),
  });
  expect(status).toBe(200);
  expect(await sample('bff_token_refreshes_total', labels)).toBe(before + 1);
});

it('logs refused client credentials as an error with the correlation id', async () => {
  // A right code, and then the BFF's own amr-auth is refused its credentials.
  upstream.on((seen) =>
    seen.path === '/v1/verify-otp'
      ? envelope({ isProfileCreated: true, sessionSecret: SESSION_SECRET })
      : envelope({ code: 'invalid_client' }, 401, 'Invalid client credentials'),
  );
  const cookie = `amrx-session=${await (await import('./harness')).seal({ pendingPhone: phone })}`;
  const { status, response } = await callBff('/api/amr-loyalty/verify-otp', {
    body: { otp: '123456' },
    cookie,
  });
  expect(status).toBe(401);
  const [refused] = logs.withMsg('client credentials refused');
  expect(refused).toMatchObject({
    level: 'error',
    call: 'amr-auth',
    errorCode: 'invalid_client',
    correlationId: response.headers.get('x-correlation-id'),
  });
});

it('logs an upstream it cannot reach as a warning with the correlation id', async () => {
  upstream.on(() => ({ reset: true }));
  const { status, response } = await callBff('/api/amr-loyalty/config', { method: 'GET' });
  expect(status).toBe(502);
  const [unreachable] = logs.withMsg('upstream unreachable');
  expect(unreachable).toMatchObject({
    level: 'warn',
    call: 'config',
    kind: 'network',
    correlationId: response.headers.get('x-correlation-id'),
  });
  expect(logs.withMsg('bff call')[0]).toMatchObject({ call: 'config', status: 502 });
});
