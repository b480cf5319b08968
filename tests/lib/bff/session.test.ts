import { envelope, startFaultUpstream } from './fault-upstream';
import {
  callBff,
  configureBffEnv,
  memberCookie,
  sessionFrom,
  SESSION_COOKIE,
  seal,
} from './harness';
import { SECRET_FROM_SERVICE, loyaltyBrands, profile, tokenSet } from './fixtures';

// docs/product.md §4 Login/Logout on the session, docs/product.md §7 401 handling, docs/quality.md §2 items 10 and 17.

const upstream = await startFaultUpstream();
configureBffEnv(upstream.url);
afterAll(() => upstream.close());

const phone = { cCode: '971', phnNo: '50 123 4567' };

describe('sign-in updates the session (docs/product.md §4 Login)', () => {
  it('login 200 → profile exists; 201 → a profile is needed; the phone is remembered', async () => {
    upstream.on(() => envelope({ otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 }));
    let session = await sessionFrom(
      (await callBff('/api/amr-loyalty/login', { body: phone })).cookies,
    );
    expect(session).toMatchObject({
      isProfileCreated: true,
      isLoggedIn: false,
      pendingPhone: { cCode: '+971', phnNo: '501234567' },
    });
    upstream.on(() =>
      envelope({ otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 }, 201),
    );
    session = await sessionFrom((await callBff('/api/amr-loyalty/login', { body: phone })).cookies);
    expect(session).toMatchObject({ isProfileCreated: false, isLoggedIn: false });
  });

  it('verify-otp 211 → profile needed; the profile then signs in with the BFF credentials, the phone and the proof', async () => {
    const pending = `${SESSION_COOKIE}=${await seal({ pendingPhone: { cCode: '+971', phnNo: '501234567' }, isProfileCreated: false })}`;
    upstream.on(() =>
      envelope({ isProfileCreated: false, sessionSecret: SECRET_FROM_SERVICE }, 211),
    );
    // The browser sends the code alone: the number is the session's.
    const verified = await callBff('/api/amr-loyalty/verify-otp', {
      body: { otp: '123456' },
      cookie: pending,
    });
    expect(verified.status).toBe(211);
    expect(upstream.seen[0]!.body).toEqual({ cCode: '+971', phnNo: '501234567', otp: '123456' });
    // The proof stays in the sealed cookie: page script never sees it.
    expect(verified.json.data).toEqual({ isProfileCreated: false });
    const proved = await sessionFrom(verified.cookies);
    expect(proved).toMatchObject({ isProfileCreated: false, sessionSecret: SECRET_FROM_SERVICE });
    const provedCookie = verified.cookies
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;

    upstream.on((seen) => envelope(seen.path === '/v1/amr-auth' ? tokenSet(1) : profile));
    const created = await callBff('/api/amr-loyalty/profile', {
      body: { name: 'Layla Haddad', email: 'layla@example.com', acceptTerms: true },
      cookie: provedCookie + '; _fp=device-abcdef12',
    });
    expect(created.status).toBe(200);
    expect(upstream.seen.map((s) => s.path)).toEqual(['/v1/profile', '/v1/amr-auth']);
    expect(upstream.seen[0]!.body).toMatchObject({ cCode: '+971', phnNo: '501234567' });
    expect(upstream.seen[1]!.body).toMatchObject({
      cCode: '+971',
      phnNo: '501234567',
      deviceId: 'device-abcdef12',
    });
    expect(upstream.seen[1]!.headers['x-amr-session-secret']).toBe(SECRET_FROM_SERVICE);
    // Neither the tokens nor the profile with its phone: only that the session is signed in.
    expect(created.json.data).toEqual({ signedIn: true });
    const session = await sessionFrom(created.cookies);
    expect(session).toMatchObject({
      isLoggedIn: true,
      isProfileCreated: true,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      sid: 'sid-1',
      phone: { cCode: '+971', phnNo: '501234567' },
    });
    // The name is never kept: pages read it from the service (lib/session/member.ts).
    expect(JSON.stringify(session)).not.toContain('Layla');
    expect(session!.pendingPhone).toBeUndefined();
  });

  it('writes a cookie that is httpOnly, SameSite=Lax and path /', async () => {
    upstream.on(() => envelope({ otpLength: 6, expiresInSeconds: 300, resendAfterSeconds: 30 }));
    const { cookies } = await callBff('/api/amr-loyalty/login', { body: phone });
    const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('edit-profile leaves the cookie alone: no copy of the name lives there (docs/product.md §4 Profile)', async () => {
    upstream.on(() => envelope({ ...profile, name: 'Layla H' }));
    const { status, cookies } = await callBff('/api/amr-loyalty/edit-profile', {
      body: { name: 'Layla H' },
      cookie: await memberCookie(),
    });
    expect(status).toBe(200);
    expect(await sessionFrom(cookies)).toBeUndefined();
  });
});

describe('logout (docs/product.md §4 Logout)', () => {
  it('clears the session on success', async () => {
    upstream.on(() => envelope({ loggedOut: true }));
    const { status, cookies } = await callBff('/api/amr-loyalty/logout', {
      body: {},
      cookie: await memberCookie(),
    });
    expect(status).toBe(200);
    expect(await sessionFrom(cookies)).toBeNull();
  });

  it('logging out a session that has already ended is done: 200, cleared', async () => {
    upstream.on(() =>
      envelope({ code: 'session_invalid' }, 401, 'Your session has ended. Please sign in again.'),
    );
    const ended = await callBff('/api/amr-loyalty/logout', {
      body: {},
      cookie: await memberCookie(),
    });
    expect(ended.status).toBe(200);
    expect(ended.json.data).toEqual({ loggedOut: true });
    expect(await sessionFrom(ended.cookies)).toBeNull();
    // No session at all: nothing to ask the service.
    upstream.on(() => envelope({ loggedOut: true }));
    const none = await callBff('/api/amr-loyalty/logout', { body: {} });
    expect(none.status).toBe(200);
    expect(upstream.seen).toHaveLength(0);
  });

  it('a logout meant for an earlier session leaves a newer one alone', async () => {
    upstream.on(() => envelope({ loggedOut: true }));
    const cookie = await memberCookie({ sid: 'sid-new' });
    const stale = await callBff('/api/amr-loyalty/logout', {
      body: { session: 'sid-old' },
      cookie,
    });
    expect(stale.status).toBe(200);
    expect(await sessionFrom(stale.cookies)).toBeUndefined();
    expect(upstream.seen).toHaveLength(0);
    const meant = await callBff('/api/amr-loyalty/logout', {
      body: { session: 'sid-new' },
      cookie,
    });
    expect(meant.status).toBe(200);
    expect(await sessionFrom(meant.cookies)).toBeNull();
    expect(upstream.calls('logout')[0]!.body).toEqual({
      brand: 'AMRX',
      deviceid: expect.any(String),
    });
  });

  it('a logout the service refuses (not a 401) still signs this browser out', async () => {
    upstream.on(() => envelope({ code: 'rate_limited' }, 429, 'Too many requests'));
    const { status, cookies } = await callBff('/api/amr-loyalty/logout', {
      body: {},
      cookie: await memberCookie(),
    });
    expect(status).toBe(429);
    expect(await sessionFrom(cookies)).toBeNull();
  });

  it('clears the session on failure too', async () => {
    upstream.on(() => envelope(null, 500, 'boom'));
    const { status, cookies } = await callBff('/api/amr-loyalty/logout', {
      body: {},
      cookie: await memberCookie(),
    });
    expect(status).toBeGreaterThanOrEqual(500);
    expect(await sessionFrom(cookies)).toBeNull();
  });
});

describe('401 handling (docs/product.md §7)', () => {
  it('a member call without a session is refused without an upstream call', async () => {
    upstream.on(() => envelope(loyaltyBrands));
    const { status } = await callBff('/api/amr-loyalty/sso-sessions', { body: {} });
    expect(status).toBe(401);
    expect(upstream.seen).toHaveLength(0);
  });

  it('a tampered cookie is a guest (item 10)', async () => {
    const cookie = await memberCookie();
    const flipped = cookie.slice(0, 40) + (cookie[40] === 'a' ? 'b' : 'a') + cookie.slice(41);
    const { status } = await callBff('/api/amr-loyalty/sso-sessions', {
      body: {},
      cookie: flipped,
    });
    expect(status).toBe(401);
    expect(upstream.seen).toHaveLength(0);
  });

  it('login and verify-otp: refresh-token, then replay once', async () => {
    upstream.on((seen) => {
      if (seen.path === '/v1/refresh-token') return envelope(tokenSet(2));
      return seen.headers['x-replayed']
        ? envelope({})
        : envelope({ code: 'token_expired' }, 401, 'Expired');
    });
    const { status } = await callBff('/api/amr-loyalty/verify-otp', {
      body: { otp: '123456' },
      cookie: await memberCookie({ pendingPhone: { cCode: '+971', phnNo: '501234567' } }),
    });
    expect(status).toBe(401);
    expect(upstream.seen.map((s) => s.path)).toEqual([
      '/v1/verify-otp',
      '/v1/refresh-token',
      '/v1/verify-otp',
    ]);
    expect(upstream.calls('refresh-token')[0]!.body).toMatchObject({
      refreshToken: 'refresh-1',
      brand: 'AMRX',
      pwa: true,
    });
  });

  it('loyalty-brands: re-run amr-auth, then replay once with the new token', async () => {
    upstream.on((seen) => {
      if (seen.path === '/v1/amr-auth') return envelope(tokenSet(2));
      return seen.headers.authorization === 'Bearer access-2'
        ? envelope(loyaltyBrands)
        : envelope({ code: 'token_expired' }, 401, 'Expired');
    });
    const { status, json, cookies } = await callBff('/api/amr-loyalty/loyalty-brands', {
      body: phone,
      cookie: await memberCookie(),
    });
    expect(status).toBe(200);
    expect(json.data).toEqual(loyaltyBrands);
    expect(upstream.seen.map((s) => s.path)).toEqual([
      '/v1/loyalty-brands',
      '/v1/amr-auth',
      '/v1/loyalty-brands',
    ]);
    expect(upstream.calls('amr-auth')[0]!.body).toMatchObject({
      clientId: 'test-client-id',
      grantType: 'client_credentials',
    });
    expect((await sessionFrom(cookies))!.accessToken).toBe('access-2');
  });

  it('validate-account: refresh-token with pwa=false, then retry validation once', async () => {
    upstream.on((seen) => {
      if (seen.path === '/v1/refresh-token') return envelope(tokenSet(2));
      return seen.headers.authorization
        ? envelope({ success: true, userInfo: profile, auth: null })
        : envelope({ code: 'token_expired' }, 401, 'Expired');
    });
    await callBff('/api/amr-loyalty/validate-account', {
      body: { brand: 'KFC', clientId: 'client-1' },
      cookie: await memberCookie({ refreshToken: 'refresh-validate-1' }),
    });
    expect(upstream.seen.map((s) => s.path)).toEqual([
      '/v1/validate-account',
      '/v1/refresh-token',
      '/v1/validate-account',
    ]);
    expect(upstream.calls('refresh-token')[0]!.body).toMatchObject({ brand: 'AMRX', pwa: false });
  });

  it('five requests meeting an expired token share one refresh and all succeed (item 17)', async () => {
    let refreshes = 0;
    upstream.on(async (seen) => {
      if (seen.path === '/v1/refresh-token') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 50));
        return envelope(tokenSet(7));
      }
      return seen.headers.authorization === 'Bearer access-7'
        ? envelope({ ssoInfo: { logins: [] } })
        : envelope({ code: 'token_expired' }, 401, 'Expired');
    });
    const cookie = await memberCookie({ refreshToken: 'refresh-shared-5' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        callBff('/api/amr-loyalty/sso-sessions', { body: {}, cookie }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(refreshes).toBe(1);
    for (const r of results) expect((await sessionFrom(r.cookies))!.accessToken).toBe('access-7');
    // A second tab with the same, now spent, refresh token joins the same outcome.
    const late = await callBff('/api/amr-loyalty/sso-sessions', { body: {}, cookie });
    expect(late.status).toBe(200);
    expect(refreshes).toBe(1);
  });

  it('a refresh the service cannot answer (a replica going down) keeps the member signed in', async () => {
    let down = true;
    upstream.on((seen) => {
      if (seen.path === '/v1/refresh-token')
        return down ? envelope({ code: 'internal' }, 503, 'Unavailable') : envelope(tokenSet(9));
      return seen.headers.authorization === 'Bearer access-9'
        ? envelope({ ssoInfo: { logins: [] } })
        : envelope({ code: 'token_expired' }, 401, 'Expired');
    });
    const cookie = await memberCookie({ refreshToken: 'refresh-while-down-1' });
    const during = await callBff('/api/amr-loyalty/sso-sessions', { body: {}, cookie });
    expect(during.status).toBe(502);
    expect(during.cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(false);
    down = false;
    await new Promise((r) => setTimeout(r, 1100));
    const after = await callBff('/api/amr-loyalty/sso-sessions', { body: {}, cookie });
    expect(after.status).toBe(200);
    expect((await sessionFrom(after.cookies))!.accessToken).toBe('access-9');
  });

  it('a failed refresh logs out once, with no loop (item 17)', async () => {
    upstream.on((seen) =>
      seen.path === '/v1/refresh-token'
        ? envelope(
            { code: 'session_invalid' },
            401,
            'Your session has ended. Please sign in again.',
          )
        : envelope(
            { code: 'session_revoked' },
            401,
            'Your session has ended. Please sign in again.',
          ),
    );
    const cookie = await memberCookie({ refreshToken: 'refresh-revoked-1' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        callBff('/api/amr-loyalty/permissions', { body: {}, cookie }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(upstream.calls('refresh-token')).toHaveLength(1);
    expect(upstream.calls('permissions')).toHaveLength(5);
    for (const r of results) expect(await sessionFrom(r.cookies)).toBeNull();
  });
});
