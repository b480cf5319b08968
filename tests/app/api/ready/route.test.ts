import {
  envelope,
  startFaultUpstream,
  type Behaviour,
  type Seen,
} from '@/tests/lib/bff/fault-upstream';
import { configureBffEnv } from '@/tests/lib/bff/harness';
import { captureLogLines } from '@/tests/support/log-lines';

// GET /api/ready (app/api/ready/route.ts, lib/server/readiness.ts) against an upstream over real
// HTTP: ready only when the service's /ready answers 200 and the service accepts the web app's
// client credentials; otherwise 503 with the cause, logged with the correlation id.

const upstream = await startFaultUpstream();
configureBffEnv(upstream.url);
process.env.LOG_LEVEL = 'info';
const { GET } = await import('@/app/api/ready/route');
const { markStopping } = await import('@/lib/server/shutdown');
afterAll(() => upstream.close());

const logs = captureLogLines();
afterAll(() => logs.restore());
beforeEach(() => {
  logs.lines.length = 0;
});

type Reply = { status: string; reason?: string; detail?: string; correlationId?: string };

async function ready() {
  const response = await GET();
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { status: response.status, body: (await response.json()) as Reply };
}

// The service's own replies (services/loyalty/routes/health.ts).
const serviceReady = envelope({ status: 'ready' }, 200, 'Ready');
const sessionRequired = envelope({ code: 'session_required' }, 401, 'Please sign in again');

/** An upstream whose /ready and amr-auth answer as given. */
function answer(readyReply: Behaviour, auth: Behaviour = sessionRequired) {
  upstream.on((seen: Seen) => (seen.path === '/ready' ? readyReply : auth));
}

it('is not ready while the service says it is not, and names its reason', async () => {
  answer(envelope({ status: 'not_ready', reason: 'database_timeout' }, 503, 'Not ready'));
  const { status, body } = await ready();
  expect(status).toBe(503);
  expect(body).toMatchObject({ status: 'not_ready', reason: 'upstream_not_ready' });
  expect(body.detail).toBe('database_timeout');
  expect(upstream.calls('amr-auth')).toHaveLength(0);
  const [line] = logs.withMsg('not ready');
  expect(line).toMatchObject({ level: 'warn', reason: 'upstream_not_ready' });
  expect(line!.correlationId).toBe(body.correlationId);
  expect(upstream.seen[0]!.headers['x-correlation-id']).toBe(body.correlationId);
});

it('is not ready when the service refuses the client credentials, logged as an error', async () => {
  answer(serviceReady, envelope({ code: 'invalid_client' }, 401, 'Invalid client credentials'));
  const { status, body } = await ready();
  expect(status).toBe(503);
  expect(body).toMatchObject({ reason: 'credentials_refused', detail: 'invalid_client' });
  const [probe] = upstream.calls('amr-auth');
  // The BFF's own credentials and secret, and no session: the service checks the credentials
  // before it looks for a session (services/loyalty/routes/tokens.ts amr-auth).
  expect(probe!.body).toMatchObject({
    clientId: 'test-client-id',
    clientSecret: 'test-client-secret-value',
    grantType: 'client_credentials',
  });
  expect(probe!.headers['x-amr-bff-secret']).toBe('test-bff-shared-secret');
  expect(probe!.headers['x-amr-session-secret']).toBeUndefined();
  const [line] = logs.withMsg('not ready');
  expect(line).toMatchObject({ level: 'error', reason: 'credentials_refused' });
  expect(line!.correlationId).toBe(body.correlationId);
  expect(JSON.stringify(logs.lines)).not.toContain('test-client-secret-value');
});

it('is not ready, quickly, when the service does not answer', async () => {
  upstream.on(() => ({ hang: true }));
  const started = Date.now();
  const { status, body } = await ready();
  expect(status).toBe(503);
  expect(body.reason).toBe('upstream_unreachable');
  expect(Date.now() - started).toBeLessThan(3000);
  expect(logs.withMsg('not ready')[0]).toMatchObject({
    level: 'warn',
    reason: 'upstream_unreachable',
    correlationId: body.correlationId,
  });
});

it('is ready when the service is and takes the credentials; a success is kept a few seconds', async () => {
  answer(serviceReady);
  const first = await ready();
  expect(first).toEqual({ status: 200, body: { status: 'ready' } });
  expect(upstream.seen.map((s) => s.path)).toEqual(['/ready', '/v1/amr-auth']);
  const again = await ready();
  expect(again.status).toBe(200);
  expect(upstream.seen).toHaveLength(2);
});

it('is not ready once the process is stopping, without asking the service', async () => {
  answer(serviceReady);
  markStopping('SIGTERM');
  const { status, body } = await ready();
  expect(status).toBe(503);
  expect(body.reason).toBe('stopping');
  expect(upstream.seen).toHaveLength(0);
});
