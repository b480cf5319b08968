import fc from 'fast-check';
import { CALLS } from '@/lib/contract/calls';
import { envelope, startFaultUpstream } from './fault-upstream';
import { callBff, configureBffEnv, memberCookie } from './harness';

// docs/quality.md §2 item 18 at the BFF: hostile bodies get 400/413/415, the process stays up, and
// nothing pollutes Object.prototype.

const upstream = await startFaultUpstream();
configureBffEnv(upstream.url);
afterAll(() => upstream.close());
beforeEach(() => upstream.on(() => envelope(null, 400, 'Bad request')));

const postCalls = Object.values(CALLS)
  .filter((c) => c.method === 'POST' && c.auth !== 'partner')
  .map((c) => c.name);

it('answers random JSON with a client error or a validated pass-through, never a 5xx', async () => {
  const cookie = await memberCookie();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...postCalls),
      fc.jsonValue({ maxDepth: 4 }),
      async (name, body) => {
        const { status, json } = await callBff(`/api/amr-loyalty/${name}`, {
          rawBody: JSON.stringify(body),
          cookie,
        });
        expect(status).toBeLessThan(500);
        expect(json.statusCode).toBe(status);
      },
    ),
    { numRuns: 150 },
  );
});

it('refuses prototype keys without polluting anything', async () => {
  const bodies = [
    '{"__proto__":{"polluted":true},"cCode":"971","phnNo":"501234567"}',
    '{"constructor":{"prototype":{"polluted":true}},"cCode":"971","phnNo":"501234567"}',
  ];
  for (const rawBody of bodies) {
    const { status } = await callBff('/api/amr-loyalty/login', { rawBody });
    expect([200, 400]).toContain(status);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  for (const seen of upstream.seen)
    expect(Object.keys(seen.body as object)).not.toContain('__proto__');
});

it.each([
  ['deep nesting', '['.repeat(5000) + ']'.repeat(5000), 400],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 400],
  ['broken JSON', '{"cCode":', 400],
  ['a 1 MB+ body', JSON.stringify({ cCode: '971', phnNo: 'x'.repeat(1_100_000) }), 413],
] as const)('%s → %i', async (_label, rawBody, expected) => {
  const { status } = await callBff('/api/amr-loyalty/login', { rawBody: rawBody as BodyInit });
  expect(status).toBe(expected);
  expect(upstream.seen).toHaveLength(0);
});

it('treats an empty body as an empty object and names the missing field', async () => {
  const { status, json } = await callBff('/api/amr-loyalty/login', { rawBody: '' });
  expect(status).toBe(400);
  expect(json.data).toMatchObject({ field: 'cCode' });
});

it.each([0, -1, 1.5, '100', 1e3 + 0.5, Number.NaN, 2 ** 53 + 1, null, [], '١٠٠'])(
  'refuses the transfer amount %s with 400 naming points (item 3)',
  async (points) => {
    const body = JSON.stringify({
      sourceBrand: 'KFC',
      targetBrand: 'PHD',
      points,
      idempotencyKey: 'fuzz-key-0001',
    });
    const { status, json } = await callBff('/api/amr-loyalty/transfer-points', {
      rawBody: body,
      cookie: await memberCookie(),
    });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ field: 'points' });
    expect(upstream.seen).toHaveLength(0);
  },
);
