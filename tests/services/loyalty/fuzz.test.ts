import fc from 'fast-check';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '@/lib/contract/calls';
import { LEDGER_CALLS } from '@/lib/contract/calls-ledger';
import { SERVICE_ERROR_CODES } from '@/lib/contract/error-codes';
import { DRIVERS, TEST_BFF_SECRET, startHarness, type Harness } from './support/harness';
import { signIn, type SignedIn } from './support/flows';

// docs/quality.md §2 item 18: random JSON, prototype keys, deep nesting, invalid UTF-8, empty and huge
// bodies get 400/413/415 (or the call's normal answer), never a 500; the process stays up.
const ALLOWED = new Set([200, 201, 211, 400, 401, 404, 409, 413, 415, 429]);
// Calls whose valid body would end the fuzzing session itself.
const SKIP_WITH_TOKEN = new Set(['amr-delete', 'logout']);
// The ledger's calls have their own fuzzing (ledger/property.test.ts).
const postCalls = Object.values(CALLS).filter(
  (c) => !Object.hasOwn(LEDGER_CALLS, c.name) && c.method === 'POST',
);

/** node:http, because the server answers 413 before the client has finished sending. */
function postLarge(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', (err) =>
      err.message.includes('EPIPE') || err.message.includes('ECONNRESET') ? undefined : reject(err),
    );
    req.end(body);
  });
}

describe.each(DRIVERS)('route fuzz on %s', (driver) => {
  let h: Harness;
  let member: SignedIn;
  beforeAll(async () => {
    h = await startHarness(driver);
    member = await signIn(h);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  }, 30_000);

  const raw = async (
    path: string,
    body: BodyInit | undefined,
    headers: Record<string, string> = {},
    method = 'POST',
  ) => {
    const res = await fetch(`${h.url}${path}`, {
      method,
      headers: {
        'x-amr-bff-secret': TEST_BFF_SECRET,
        'x-amr-client-ip': '10.250.0.1',
        deviceid: 'fuzz-device-01',
        ...headers,
      },
      body,
    });
    const text = await res.text();
    return {
      status: res.status,
      json: JSON.parse(text) as { statusCode: number; message: string; data: unknown },
    };
  };

  it('random JSON bodies on every call: an envelope with an allowed status, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...postCalls),
        fc.jsonValue({ maxDepth: 4 }),
        fc.boolean(),
        async (def, value, withToken) => {
          const token: Record<string, string> =
            withToken && !SKIP_WITH_TOKEN.has(def.name)
              ? { authorization: `Bearer ${member.accessToken}` }
              : {};
          const { status, json } = await raw(def.path, JSON.stringify(value), {
            'content-type': 'application/json',
            ...token,
          });
          expect(ALLOWED.has(status), `${def.name} ${status} ${json.message}`).toBe(true);
          expect(json.statusCode).toBe(status);
          expect(typeof json.message).toBe('string');
          if (status >= 400)
            expect(SERVICE_ERROR_CODES).toContain((json.data as { code: string }).code);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('__proto__ and constructor keys do not pollute prototypes', async () => {
    const bodies = [
      '{"__proto__":{"polluted":"yes"},"cCode":"+971","phnNo":"501234567"}',
      '{"constructor":{"prototype":{"polluted":"yes"}},"type":"faq"}',
      '{"name":"Ali","__proto__":{"isAdmin":true},"email":"a@example.com"}',
    ];
    for (const def of postCalls) {
      for (const body of bodies) {
        const token: Record<string, string> = SKIP_WITH_TOKEN.has(def.name)
          ? {}
          : { authorization: `Bearer ${member.accessToken}` };
        const { status } = await raw(def.path, body, {
          'content-type': 'application/json',
          ...token,
        });
        expect(ALLOWED.has(status), `${def.name} ${status}`).toBe(true);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('deep nesting, invalid UTF-8, an empty body, non-objects: 400', async () => {
    const json = { 'content-type': 'application/json' };
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    expect((await raw('/v1/login', deep, json)).status).toBe(400);
    const deepObject = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    expect((await raw('/v1/content', deepObject, json)).status).toBe(400);
    const invalidUtf8 = new Uint8Array([
      0x7b, 0x22, 0x74, 0x79, 0x70, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d,
    ]);
    const bad = await raw('/v1/content', invalidUtf8, json);
    expect(bad.status).toBe(400);
    expect(bad.json.data).toMatchObject({ field: 'body' });
    expect((await raw('/v1/login', '', json)).status).toBe(400);
    for (const body of ['null', '[]', '"text"', '42', '{"cCode":'])
      expect((await raw('/v1/login', body, json)).status, body).toBe(400);
  });

  it('a body over the limit is 413; a non-JSON content type is 415', async () => {
    const big = JSON.stringify({ cCode: '+971', phnNo: '501234567', pad: 'x'.repeat(1_100_000) });
    expect(await postLarge(`${h.url}/v1/login`, big)).toBe(413);
    expect(
      (
        await raw('/v1/login', '{"cCode":"+971","phnNo":"501234567"}', {
          'content-type': 'text/plain',
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await raw('/v1/login', 'cCode=%2B971&phnNo=501234567', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(415);
    expect((await raw('/v1/login', '{"cCode":"+971","phnNo":"501234567"}')).status).toBe(415);
  });

  it('unknown paths and wrong methods: 404 in the envelope', async () => {
    for (const path of ['/v1/unknown', '/v1/../admin', '/v1/login/extra', '/admin', '/v2/login']) {
      const res = await raw(path, '{}', { 'content-type': 'application/json' });
      expect(res.status, path).toBe(404);
      expect(res.json.statusCode).toBe(404);
    }
    expect((await raw('/v1/login', undefined, {}, 'GET')).status).toBe(404);
    expect((await raw('/v1/config', '{}', { 'content-type': 'application/json' })).status).toBe(
      404,
    );
    expect((await raw('/dev/outbox', undefined, {}, 'GET')).status).toBe(200); // demo mode in this suite
  });

  it('the service is still up and the session still works', async () => {
    const health = await raw('/health', undefined, {}, 'GET');
    expect(health.status).toBe(200);
    const me = await raw('/v1/sso-sessions', '{}', {
      'content-type': 'application/json',
      authorization: `Bearer ${member.accessToken}`,
    });
    expect(me.status).toBe(200);
  });
});
