import { configureBffEnv } from '@/tests/lib/bff/harness';

// GET /api/metrics (app/api/metrics/route.ts): the Prometheus text, only when METRICS_TOKEN is
// set and only to `Authorization: Bearer <METRICS_TOKEN>`; anything else is a plain 404, so the
// endpoint does not say it exists.

const TOKEN = 'metrics-token-'.padEnd(40, 'x');
configureBffEnv('http://127.0.0.1:1');

async function scrape(authorization?: string) {
  const { GET } = await import('@/app/api/metrics/route');
  const headers = authorization ? { authorization } : undefined;
  return GET(new Request('http://app.test/api/metrics', { headers }));
}

describe('without METRICS_TOKEN', () => {
  it('is not found, whatever the request says', async () => {
    delete process.env.METRICS_TOKEN;
    vi.resetModules();
    expect((await scrape()).status).toBe(404);
    expect((await scrape('Bearer ')).status).toBe(404);
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  });
});

describe('with METRICS_TOKEN', () => {
  beforeAll(() => {
    process.env.METRICS_TOKEN = TOKEN;
    vi.resetModules();
  });
  afterAll(() => {
    delete process.env.METRICS_TOKEN;
  });

  it('is not found without the token, or with another one', async () => {
    for (const header of [
      undefined,
      TOKEN,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
    ]) {
      const response = await scrape(header);
      expect(response.status, String(header)).toBe(404);
      expect(await response.text()).not.toContain('bff_');
    }
  });

  it('serves the Prometheus text to the bearer of the token', async () => {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const name of [
      'bff_calls_total',
      'bff_call_duration_seconds',
      'bff_upstream_attempts_total',
      'bff_upstream_retries_total',
      'bff_token_refreshes_total',
      'web_readiness_checks_total',
      'process_cpu_user_seconds_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
  });

  it('registers the metrics once per process, however often Next loads the module again', async () => {
    const first = (await import('@/lib/observability/metrics')).webMetrics();
    vi.resetModules();
    const second = (await import('@/lib/observability/metrics')).webMetrics();
    expect(second.registry).toBe(first.registry);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text.match(/^# TYPE bff_calls_total /gm)).toHaveLength(1);
  });
});
