import { envelope, startFaultUpstream } from './fault-upstream';
import { callBff, codeSentCookie, configureBffEnv, memberCookie } from './harness';
import { profile, tokenSet } from './fixtures';

// docs/quality.md §2 items 11–13: what the BFF refuses before any upstream connection, and the
// headers it sends (docs/product.md §7).

const upstream = await startFaultUpstream();
configureBffEnv(upstream.url);
afterAll(() => upstream.close());
beforeEach(() =>
  upstream.on(() => envelope({ otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 })),
);

const login = { cCode: '971', phnNo: '501234567' };

describe('allow-list (item 12)', () => {
  it.each([
    '/api/amr-loyalty/..%2F..%2Fadmin',
    '/api/amr-loyalty/%2e%2e/login',
    '/api/amr-loyalty//evil.example/x',
    '/api/amr-loyalty/\\\\evil',
    '/api/amr-loyalty/http:%2F%2F169.254.169.254',
    '/api/amr-loyalty/login%00',
    '/api/amr-loyalty/%252e%252e%252flogin',
    '/api/amr-loyalty/LOGIN',
    '/api/amr-loyalty/login/extra',
    `/api/amr-loyalty/${'a'.repeat(8192)}`,
    '/api/amr-loyalty/transfer-everything',
    '/api/amr-loyalty/constructor',
    '/api/amr-loyalty/__proto__',
  ])('refuses %s before any upstream call', async (path) => {
    const { status, json } = await callBff(path, { body: login });
    expect([400, 404]).toContain(status);
    expect(json.statusCode).toBe(status);
    expect(upstream.seen).toHaveLength(0);
  });

  it('refuses partner calls from a browser', async () => {
    const { status } = await callBff('/api/amr-loyalty/client', { body: login });
    expect(status).toBe(404);
    expect(upstream.seen).toHaveLength(0);
  });

  it('refuses a method the contract does not give the call', async () => {
    expect((await callBff('/api/amr-loyalty/login', { method: 'GET' })).status).toBe(405);
    expect((await callBff('/api/amr-loyalty/config', { method: 'POST' })).status).toBe(405);
    expect(upstream.seen).toHaveLength(0);
  });
});

describe('same-origin JSON for mutating calls (item 11)', () => {
  it.each([
    ['text/plain', { 'content-type': 'text/plain' }, 415],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['Origin: null', { origin: 'null', 'sec-fetch-site': '' }, 403],
    ['a foreign Origin', { origin: 'https://evil.example', 'sec-fetch-site': '' }, 403],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 403],
    ['no Origin and no Sec-Fetch-Site', { origin: '', 'sec-fetch-site': '' }, 403],
  ])('refuses %s with no side effect', async (_label, headers, expected) => {
    const { status, cookies } = await callBff('/api/amr-loyalty/login', { body: login, headers });
    expect(status).toBe(expected);
    expect(upstream.seen).toHaveLength(0);
    expect(cookies.filter((c) => c.startsWith('amrx-session'))).toHaveLength(0);
  });

  it('accepts a same-origin JSON post', async () => {
    const { status } = await callBff('/api/amr-loyalty/login', {
      body: login,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(status).toBe(200);
    expect(upstream.seen).toHaveLength(1);
  });
});

describe('headers (docs/product.md §7, item 13)', () => {
  it('sends the contract headers and none of the browser’s own', async () => {
    await callBff('/api/amr-loyalty/login', {
      body: login,
      cookie: 'language=ar; country=KSA; _fp=device-abcdef123; other=1',
      headers: {
        authorization: 'Bearer stolen',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
      },
    });
    const [seen] = upstream.seen;
    expect(seen!.headers).toMatchObject({
      deviceid: 'device-abcdef123',
      devicemodel: 'Chrome on Android',
      brand: 'AMRX',
      language: 'Ar',
      country: 'KSA',
      channel: 'pwa',
      'content-type': 'application/json',
      'x-amr-bff-secret': 'test-bff-shared-secret',
    });
    // A client's own X-Forwarded-For names no client (docs/quality.md §2 item 22): this process does
    // not stamp requests with their socket's address, so none is claimed
    // (tests/lib/server/client-address.test.ts covers a server that does).
    expect(seen!.headers['x-amr-client-ip']).toBeUndefined();
    expect(seen!.headers.cookie).toBeUndefined();
    expect(seen!.headers.authorization).toBeUndefined();
    expect(seen!.headers['x-forwarded-host']).toBeUndefined();
    expect(seen!.headers['x-forwarded-for']).toBeUndefined();
    expect(seen!.headers.host).toBe(new URL(upstream.url).host);
    expect(seen!.headers.version).toBeUndefined();
  });

  it('defaults language to En and country to UAE, and mints a device id cookie', async () => {
    const { cookies } = await callBff('/api/amr-loyalty/login', { body: login });
    const [seen] = upstream.seen;
    expect(seen!.headers.language).toBe('En');
    expect(seen!.headers.country).toBe('UAE');
    const fp = cookies.find((c) => c.startsWith('_fp='));
    expect(fp).toMatch(/HttpOnly/);
    expect(fp!.slice(4).split(';')[0]).toBe(seen!.headers.deviceid);
  });

  it('sends version v1 on profile and edit-profile, and the bearer token on member calls', async () => {
    upstream.on((seen) => envelope(seen.path === '/v1/amr-auth' ? tokenSet(1) : profile));
    await callBff('/api/amr-loyalty/profile', {
      body: { name: 'Layla', email: 'l@example.com', acceptTerms: true },
      cookie: await codeSentCookie(),
    });
    await callBff('/api/amr-loyalty/edit-profile', {
      body: { name: 'Layla' },
      cookie: await memberCookie(),
    });
    const [created] = upstream.calls('profile');
    const [edited] = upstream.calls('edit-profile');
    expect([created!.headers.version, edited!.headers.version]).toEqual(['v1', 'v1']);
    expect(created!.headers.authorization).toBeUndefined();
    expect(edited!.headers.authorization).toBe('Bearer access-1');
  });

  it('passes the accepted terms on with profile, and refuses a profile without them', async () => {
    upstream.on((seen) => envelope(seen.path === '/v1/amr-auth' ? tokenSet(1) : profile));
    const body = { name: 'Layla', email: 'l@example.com' };
    const cookie = await codeSentCookie();
    for (const refused of [body, { ...body, acceptTerms: false }]) {
      const { status, json } = await callBff('/api/amr-loyalty/profile', { body: refused, cookie });
      expect(status).toBe(400);
      expect(json.data).toMatchObject({ field: 'acceptTerms' });
    }
    expect(upstream.seen).toHaveLength(0);
    await callBff('/api/amr-loyalty/profile', { body: { ...body, acceptTerms: true }, cookie });
    expect(upstream.seen[0]!.body).toMatchObject({
      cCode: '+971',
      phnNo: '501234567',
      acceptTerms: true,
    });
  });

  it.each([
    ['an 8 KB device id', '_fp=' + 'a'.repeat(8192)],
    ['a device id with odd characters', '_fp=abc%0d%0aevil'],
    ['an unknown language', 'language=xx'],
    ['an unknown country', 'country=ATLANTIS'],
  ])('refuses %s with 400, not 500', async (_label, cookie) => {
    const { status, json } = await callBff('/api/amr-loyalty/login', { body: login, cookie });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 'invalid_header' });
    expect(upstream.seen).toHaveLength(0);
  });

  it('refuses control characters or 8 KB in deep-link header values', async () => {
    for (const clientId of ['abc\r\nx-evil: 1', 'a\u0000b', 'x'.repeat(8192)]) {
      const { status } = await callBff('/api/amr-loyalty/validate-account', {
        body: { brand: 'KFC', clientId },
      });
      expect(status).toBe(400);
    }
    expect(upstream.seen).toHaveLength(0);
  });

  it('sends the validateAccount headers', async () => {
    upstream.on(() => envelope({ success: false, userInfo: null, auth: null }));
    await callBff('/api/amr-loyalty/validate-account', {
      body: { brand: 'KFC', clientId: 'client-123', deviceType: 'android', saltKey: 'salt-1' },
    });
    expect(upstream.seen[0]!.headers).toMatchObject({
      clientid: 'client-123',
      brand: 'KFC',
      brandname: 'KFC',
      devicetype: 'android',
      salt: 'salt-1',
    });
    expect(upstream.seen[0]!.body).toEqual({ brand: 'KFC', brandName: 'KFC' });
  });

  it('never lets the browser ask for a wallet pass’s card: its secret is for the signed pass only', async () => {
    upstream.on(() => envelope({}));
    const direct = await callBff('/api/amr-loyalty/wallet-pass', {
      body: { wallet: 'google' },
      cookie: await memberCookie(),
    });
    expect(direct.status).toBe(404);
    expect(upstream.seen).toHaveLength(0);
  });

  it.each([
    ['apple-pass-register', { pushToken: 'p' }],
    ['apple-pass-unregister', {}],
    ['apple-pass-serials', {}],
    ['apple-pass-latest', {}],
  ])('never lets the browser ask %s: Apple’s web service is the BFF’s own', async (name, extra) => {
    upstream.on(() => envelope({}));
    const direct = await callBff(`/api/amr-loyalty/${name}`, {
      body: {
        deviceLibraryIdentifier: 'dev-1',
        passTypeIdentifier: 'pass.com.amrx.rewards',
        serialNumber: '1000',
        authenticationToken: 't'.repeat(43),
        ...extra,
      },
      cookie: await memberCookie(),
    });
    expect(direct.status).toBe(404);
    expect(upstream.seen).toHaveLength(0);
  });

  it('never lets the browser make amr-auth or set the client credentials', async () => {
    upstream.on((seen) =>
      seen.path === '/v1/verify-otp'
        ? envelope({ isProfileCreated: true, sessionSecret: `ss_${'a'.repeat(43)}` })
        : envelope({}, 401, 'Please sign in again'),
    );
    const direct = await callBff('/api/amr-loyalty/amr-auth', {
      body: { clientId: 'browser-id', clientSecret: 'browser-secret' },
      cookie: await memberCookie(),
    });
    expect(direct.status).toBe(404);
    expect(upstream.seen).toHaveLength(0);
    // The flow's own amr-auth, after a right code, carries the BFF's credentials only.
    await callBff('/api/amr-loyalty/verify-otp', {
      body: { otp: '123456', clientId: 'browser-id', clientSecret: 'browser-secret' },
      cookie: await codeSentCookie(),
    });
    expect(upstream.calls('amr-auth')[0]!.body).toMatchObject({
      clientId: 'test-client-id',
      clientSecret: 'test-client-secret-value',
      grantType: 'client_credentials',
    });
  });
});
