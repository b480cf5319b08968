import { z } from 'zod';
import { CALLS, type CallName } from '@/lib/contract/calls';
import { envelope, startFaultUpstream } from './fault-upstream';
import { callBff, configureBffEnv, memberCookie } from './harness';
import { transferResult } from './fixtures';

// docs/quality.md §2 item 3 through the BFF: a points amount written any way but plain digits is
// refused by the field's name before anything reaches the upstream. The BFF parses bodies with
// the service's own rules (lib/contract/json-body.ts), so `1E2` is not quietly sent on as 100.

const upstream = await startFaultUpstream();
configureBffEnv(upstream.url);
afterAll(() => upstream.close());

/** Every call a browser may make whose body carries a points amount. */
const withPoints = (Object.keys(CALLS) as CallName[]).filter((name) => {
  const request = CALLS[name].request;
  return (
    CALLS[name].auth !== 'partner' && request instanceof z.ZodObject && 'points' in request.shape
  );
});

const VALID: Record<string, string> = {
  sourceBrand: '"KFC"',
  targetBrand: '"PHD"',
  idempotencyKey: '"numbers-key-0001"',
};

it('finds the calls that move or price points', () => {
  expect(withPoints.sort()).toEqual(['transfer-options', 'transfer-points', 'transfer-quote']);
});

describe.each(withPoints)('%s', (name) => {
  it.each(['1E2', '1e3', '"100"', '1.5', 'NaN', '-1', '0', '[]', 'null', '"١٠٠"'])(
    'points: %s → 400 naming points',
    async (value) => {
      upstream.on(() => envelope(transferResult));
      const body = `{${Object.entries(VALID)
        .map(([k, v]) => `"${k}":${v}`)
        .join(',')},"points":${value}}`;
      const { status, json } = await callBff(`/api/amr-loyalty/${name}`, {
        rawBody: body,
        cookie: await memberCookie(),
      });
      expect(status).toBe(400);
      expect(json.data).toMatchObject({ field: 'points' });
      expect(upstream.seen).toHaveLength(0);
    },
  );

  it('sends plain digits on as they are', async () => {
    const replies: Record<string, unknown> = {
      'transfer-points': transferResult,
      'transfer-quote': {
        send: 100,
        receive: 100,
        rate: { numerator: 1, denominator: 1 },
        minimumPointTransfer: 50,
        remainingDailyLimit: 500,
      },
      'transfer-options': { options: [], refusal: null },
    };
    upstream.on(() => envelope(replies[name]));
    const body = `{${Object.entries(VALID)
      .map(([k, v]) => `"${k}":${v}`)
      .join(',')},"points":100}`;
    const { status } = await callBff(`/api/amr-loyalty/${name}`, {
      rawBody: body,
      cookie: await memberCookie(),
    });
    expect(status).toBe(200);
    expect((upstream.seen[0]!.body as { points: unknown }).points).toBe(100);
  });
});
