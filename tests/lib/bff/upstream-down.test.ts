import { startFaultUpstream } from './fault-upstream';
import { callBff, configureBffEnv } from './harness';

// docs/quality.md §2 item 16: the upstream is down — a quick, clear JSON error with a correlation id.

const gone = await startFaultUpstream();
await gone.close();
configureBffEnv(gone.url);

it('answers quickly with a JSON error when the upstream is down', async () => {
  const started = Date.now();
  const { status, json, response } = await callBff('/api/amr-loyalty/reward-list', {
    body: { brand: 'kfc' },
  });
  expect(status).toBe(502);
  expect(json).toMatchObject({ statusCode: 502, data: { code: 'upstream_unavailable' } });
  expect(json.data!.correlationId).toBe(response.headers.get('x-correlation-id'));
  expect(Date.now() - started).toBeLessThan(3000);
});
