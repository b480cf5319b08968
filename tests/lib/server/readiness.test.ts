import { startLoyaltyService, type RunningService } from '@/services/loyalty/start';
import { startFaultUpstream } from '@/tests/lib/bff/fault-upstream';
import { configureBffEnv } from '@/tests/lib/bff/harness';

// The readiness check's credentials probe (lib/server/readiness.ts) against the real loyalty
// service (demo mode, PGlite in memory): amr-auth without a session tells accepted credentials
// (session_required) from refused ones (invalid_client) and touches no member.

let service: RunningService;

beforeAll(async () => {
  configureBffEnv('http://127.0.0.1:1');
  service = await startLoyaltyService({ port: 0, demo: true });
}, 120_000);
afterAll(() => service?.close());

/** The probe with the web app's id, this client secret and BFF secret, against this upstream. */
async function probe(
  clientSecret: string,
  upstreamUrl = service.url,
  bffSecret = 'test-bff-shared-secret',
) {
  const { probeCredentials } = await import('@/lib/server/readiness');
  const settings = {
    upstreamUrl: new URL(upstreamUrl),
    clientId: 'test-client-id',
    clientSecret,
    bffSecret,
  };
  return probeCredentials(settings, 'probe-1', Date.now() + 2000);
}

it('finds the credentials the service holds accepted', async () => {
  expect(await probe('test-client-secret-value')).toEqual({ ready: true });
});

it('finds another secret refused, naming the service code', async () => {
  expect(await probe('another-client-secret')).toEqual({
    ready: false,
    reason: 'credentials_refused',
    detail: 'invalid_client',
  });
});

it('finds a BFF secret the service does not hold refused, before the service counts a member', async () => {
  expect(await probe('test-client-secret-value', service.url, 'another-bff-secret-value')).toEqual({
    ready: false,
    reason: 'credentials_refused',
    detail: 'invalid_bff_secret',
  });
});

it('finds a closed port unreachable', async () => {
  const gone = await startFaultUpstream();
  await gone.close();
  expect(await probe('test-client-secret-value', gone.url)).toMatchObject({
    ready: false,
    reason: 'upstream_unreachable',
  });
});
