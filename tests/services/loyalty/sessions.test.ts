import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/services/loyalty/db/client';
import { DRIVERS, TEST_CLIENT, call, harnessForBlock } from './support/harness';
import { signIn } from './support/flows';
import { join } from './support/ledger-flows';

type Logins = {
  ssoInfo: {
    logins: {
      sessionId: string;
      deviceModel: string;
      device?: { browser: string; os: string } | null;
      isCurrentDevice: boolean;
      lastLoggedInAt: string;
    }[];
  };
};
type Tokens = { accessToken: string; refreshToken: string; expiresIn: number; sessionId: string };

// Tokens and sessions and docs/quality.md §2 item 10 at the service: a token replayed after
// logout, remote removal or deletion gets 401; a token with a flipped byte is not a session.
describe.each(DRIVERS)('tokens and sessions on %s', (driver) => {
  const h = harnessForBlock(driver);

  const sessionsOf = (token: string) => call<Logins>(h.url, 'sso-sessions', {}, { token });

  it('session-member answers the member as the service holds them now, and 401 once it ends', async () => {
    const a = await signIn(h, { deviceId: 'member-device-a', name: 'Mona Saeed' });
    h.clock.advance(31);
    const b = await signIn(h, {
      phone: { cCode: a.cCode, phnNo: a.phnNo },
      deviceId: 'member-device-b',
    });
    const memberOf = (secret: string) =>
      call<{ name: string; phnNo: string; brands: unknown[] }>(
        h.url,
        'session-member',
        {},
        {
          headers: { 'x-amr-session-secret': secret },
        },
      );
    expect((await memberOf(b.sessionSecret)).body.data).toMatchObject({
      name: 'Mona Saeed',
      phnNo: a.phnNo,
    });
    // The programme's own and the brands joined, as the profile lists them, in order.
    await join(h, a, ['PHD', 'KFC']);
    const links = ['KFC', 'PHD'].map((brand) => ({
      brand,
      adpUserId: `${brand}-${a.memberId.slice(0, 8)}`,
    }));
    expect((await memberOf(b.sessionSecret)).body.data.brands).toEqual([
      { brand: 'AMRX', adpUserId: expect.any(String) },
      ...links,
    ]);
    // Renamed on one device: the other device's session reads the new name.
    const renamed = await call<{ brands: unknown[] }>(
      h.url,
      'edit-profile',
      { name: 'Mona Al Saeed' },
      {
        token: a.accessToken,
      },
    );
    expect(renamed.status).toBe(200);
    // The profile an edit answers lists the same brands.
    expect(renamed.body.data.brands).toEqual([
      { brand: 'AMRX', adpUserId: expect.any(String) },
      ...links,
    ]);
    expect((await memberOf(b.sessionSecret)).body.data.name).toBe('Mona Al Saeed');
    // An access token is not a session secret, and a made-up secret is no session.
    expect((await memberOf(a.accessToken)).status).toBe(401);
    expect((await memberOf(`ss_${'C'.repeat(43)}`)).status).toBe(401);
    expect((await call(h.url, 'logout', {}, { token: a.accessToken })).status).toBe(200);
    expect((await memberOf(a.sessionSecret)).status).toBe(401);
    expect((await memberOf(b.sessionSecret)).status).toBe(200);
  });

  it('sso-info and sso-sessions list the logins with the current device flagged', async () => {
    const a = await signIn(h, { deviceId: 'phone-device-a1' });
    const b = await signIn(h, {
      phone: { cCode: a.cCode, phnNo: a.phnNo },
      deviceId: 'laptop-device-b1',
    }).catch(async () => {
      h.clock.advance(31);
      return signIn(h, { phone: { cCode: a.cCode, phnNo: a.phnNo }, deviceId: 'laptop-device-b1' });
    });
    const list = await sessionsOf(a.accessToken);
    expect(list.status).toBe(200);
    expect(list.body.data.ssoInfo.logins).toHaveLength(2);
    expect(list.body.data.ssoInfo.logins.find((l) => l.isCurrentDevice)?.sessionId).toBe(
      a.sessionId,
    );
    const info = await call<Logins>(
      h.url,
      'sso-info',
      { saltKey: 'x', brand: 'AMRX' },
      { token: b.accessToken },
    );
    expect(info.body.data.ssoInfo.logins.find((l) => l.isCurrentDevice)?.sessionId).toBe(
      b.sessionId,
    );
  });

  it('lists each login’s device as data too, for the page to name in its language', async () => {
    // lib/contract/device.ts: the kept English name stays, and beside it { browser, os }; a name
    // outside the vocabulary (the harness's own) is no device the page can name.
    const a = await signIn(h, { deviceModel: 'Chrome on Android' });
    h.clock.advance(31);
    await signIn(h, { phone: { cCode: a.cCode, phnNo: a.phnNo }, deviceModel: 'Browser' });
    h.clock.advance(31);
    await signIn(h, { phone: { cCode: a.cCode, phnNo: a.phnNo } });
    const logins = (await sessionsOf(a.accessToken)).body.data.ssoInfo.logins;
    expect(logins.find((l) => l.sessionId === a.sessionId)).toMatchObject({
      deviceModel: 'Chrome on Android',
      device: { browser: 'chrome', os: 'android' },
    });
    expect(logins.map((l) => l.device)).toEqual(
      expect.arrayContaining([{ browser: 'other', os: 'none' }, null]),
    );
  });

  it('logout revokes the current session: its access and refresh tokens get 401', async () => {
    const s = await signIn(h);
    expect(
      (
        await call(
          h.url,
          'logout',
          { brand: 'AMRX', deviceid: s.deviceId },
          { token: s.accessToken },
        )
      ).status,
    ).toBe(200);
    expect((await sessionsOf(s.accessToken)).status).toBe(401);
    expect(
      (
        await call(h.url, 'refresh-token', {
          brand: 'AMRX',
          pwa: true,
          refreshToken: s.refreshToken,
        })
      ).status,
    ).toBe(401);
    expect((await call(h.url, 'logout', {}, { token: s.accessToken })).status).toBe(401);
  });

  it('remove-session from another device makes that device 401 everywhere', async () => {
    const a = await signIn(h, { deviceId: 'remote-device-a' });
    h.clock.advance(31);
    const b = await signIn(h, {
      phone: { cCode: a.cCode, phnNo: a.phnNo },
      deviceId: 'remote-device-b',
    });
    expect(
      (await call(h.url, 'remove-session', { sessionId: a.sessionId }, { token: b.accessToken }))
        .status,
    ).toBe(200);
    expect((await sessionsOf(a.accessToken)).status).toBe(401);
    expect((await call(h.url, 'refresh-token', { refreshToken: a.refreshToken })).status).toBe(401);
    // amr-auth cannot resurrect a removed login either, even with its own secret.
    const reauth = await call(
      h.url,
      'amr-auth',
      {
        cCode: a.cCode,
        phnNo: a.phnNo,
        deviceId: a.deviceId,
        ...TEST_CLIENT,
        grantType: 'client_credentials',
      },
      { headers: { 'x-amr-session-secret': a.sessionSecret } },
    );
    expect(reauth.status).toBe(401);
    const member = await call(
      h.url,
      'session-member',
      {},
      {
        headers: { 'x-amr-session-secret': a.sessionSecret },
      },
    );
    expect(member.status).toBe(401);
    expect(member.body.data).toMatchObject({ code: 'session_invalid' });
    expect((await sessionsOf(b.accessToken)).status).toBe(200);
  });

  it("remove-session of someone else's session looks like not found", async () => {
    const a = await signIn(h);
    const b = await signIn(h);
    const res = await call(
      h.url,
      'remove-session',
      { sessionId: a.sessionId },
      { token: b.accessToken },
    );
    expect(res.status).toBe(404);
    expect((await sessionsOf(a.accessToken)).status).toBe(200);
    expect(
      (await call(h.url, 'remove-session', { sessionId: 'not-a-uuid' }, { token: b.accessToken }))
        .body.data,
    ).toMatchObject({ field: 'sessionId' });
  });

  it('a token with one character changed, a missing token and a malformed header are 401', async () => {
    const s = await signIn(h);
    const flipped = s.accessToken.slice(0, -1) + (s.accessToken.endsWith('A') ? 'B' : 'A');
    expect((await sessionsOf(flipped)).status).toBe(401);
    expect((await call(h.url, 'sso-sessions', {})).status).toBe(401);
    expect(
      (
        await call(
          h.url,
          'sso-sessions',
          {},
          { headers: { authorization: `Basic ${s.accessToken}` } },
        )
      ).status,
    ).toBe(401);
    expect((await call(h.url, 'sso-sessions', {}, { token: s.refreshToken })).status).toBe(401);
    expect((await sessionsOf(s.accessToken)).status).toBe(200);
  });

  it('refresh-token rotates: the new pair works, the old refresh token ends after its reuse window', async () => {
    const s = await signIn(h);
    const r1 = await call<Tokens>(h.url, 'refresh-token', {
      brand: 'AMRX',
      pwa: true,
      refreshToken: s.refreshToken,
    });
    expect(r1.status).toBe(200);
    expect(r1.body.data.sessionId).toBe(s.sessionId);
    expect((await sessionsOf(r1.body.data.accessToken)).status).toBe(200);
    // Two web replicas refreshing the session at once: each gets a working pair, none is signed out.
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        call<Tokens>(h.url, 'refresh-token', { refreshToken: r1.body.data.refreshToken }),
      ),
    );
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const r of racing) {
      expect(r.body.data.sessionId).toBe(s.sessionId);
      expect((await sessionsOf(r.body.data.accessToken)).status).toBe(200);
    }
    // Past the window, counted from the first use (a repeat does not extend it): refused.
    h.clock.advance(h.settings.tokens.refreshReuseSeconds - 5);
    expect((await call(h.url, 'refresh-token', { refreshToken: s.refreshToken })).status).toBe(200);
    h.clock.advance(6);
    expect((await call(h.url, 'refresh-token', { refreshToken: s.refreshToken })).status).toBe(401);
    expect(
      (await call(h.url, 'refresh-token', { refreshToken: r1.body.data.refreshToken })).status,
    ).toBe(401);
  });

  it('a pair issued later does not end an earlier pair the browser may still hold', async () => {
    const s = await signIn(h);
    // Two replicas refresh at once: the browser may keep either answer's cookie.
    const [a, b] = await Promise.all(
      [1, 2].map(() => call<Tokens>(h.url, 'refresh-token', { refreshToken: s.refreshToken })),
    );
    expect([a!.status, b!.status]).toEqual([200, 200]);
    // Well past the reuse window, the pair the browser kept refreshes as its first use.
    h.clock.advance(h.settings.tokens.refreshReuseSeconds + 60);
    const kept = await call<Tokens>(h.url, 'refresh-token', {
      refreshToken: a!.body.data.refreshToken,
    });
    expect(kept.status).toBe(200);
    expect((await sessionsOf(kept.body.data.accessToken)).status).toBe(200);
  });

  it('an access token expires after its lifetime; refresh then works', async () => {
    const s = await signIn(h);
    h.clock.advance(h.settings.tokens.accessTtlSeconds + 1);
    expect((await sessionsOf(s.accessToken)).status).toBe(401);
    const r = await call<Tokens>(h.url, 'refresh-token', { refreshToken: s.refreshToken });
    expect(r.status).toBe(200);
    expect((await sessionsOf(r.body.data.accessToken)).status).toBe(200);
  });

  it('amr-auth re-issues a token for a live login (docs/product.md §7 401 handling), and ends with the idle lifetime', async () => {
    const s = await signIn(h);
    const body = {
      cCode: s.cCode,
      phnNo: s.phnNo,
      deviceId: s.deviceId,
      ...TEST_CLIENT,
      grantType: 'client_credentials',
    };
    const proof = { headers: { 'x-amr-session-secret': s.sessionSecret } };
    const again = await call<Tokens>(h.url, 'amr-auth', body, proof);
    expect(again.status).toBe(200);
    expect(again.body.data.sessionId).toBe(s.sessionId);
    h.clock.advance(h.settings.tokens.idleSeconds + 1);
    expect((await call(h.url, 'amr-auth', body, proof)).status).toBe(401);
    expect(
      (await call(h.url, 'refresh-token', { refreshToken: again.body.data.refreshToken })).status,
    ).toBe(401);
  });

  it('records a visit at most once a minute, for a page and for a call alike', async () => {
    const s = await signIn(h);
    const lastSeen = async () => {
      const result = await h.db.execute(
        sql`select last_seen_at from sessions where id = ${s.sessionId}::uuid`,
      );
      return new Date(rowsOf<{ last_seen_at: string }>(result)[0]!.last_seen_at).getTime();
    };
    const signedInAt = await lastSeen();
    const brands = () =>
      call(h.url, 'loyalty-brands', { cCode: s.cCode, phnNo: s.phnNo }, { token: s.accessToken });
    const page = () =>
      call(h.url, 'session-member', {}, { headers: { 'x-amr-session-secret': s.sessionSecret } });
    h.clock.advance(30);
    expect((await brands()).status).toBe(200);
    expect((await page()).status).toBe(200);
    expect(await lastSeen()).toBe(signedInAt);
    h.clock.advance(31);
    expect((await brands()).status).toBe(200);
    const calledAt = await lastSeen();
    expect(calledAt).toBeGreaterThanOrEqual(signedInAt + 61_000);
    h.clock.advance(30);
    expect((await page()).status).toBe(200);
    expect(await lastSeen()).toBe(calledAt);
    h.clock.advance(31);
    expect((await page()).status).toBe(200);
    expect(await lastSeen()).toBeGreaterThanOrEqual(calledAt + 61_000);
  });

  it('a session ends at its absolute lifetime even when used every day', async () => {
    const s = await signIn(h);
    let refresh = s.refreshToken;
    const days = Math.ceil(h.settings.tokens.absoluteSeconds / 86400);
    let last = 200;
    let refreshed = 0;
    for (let d = 0; d < days + 7 && last === 200; d += 7) {
      h.clock.advance(7 * 86400);
      const r = await call<Tokens>(h.url, 'refresh-token', { refreshToken: refresh });
      last = r.status;
      if (r.status === 200) {
        refresh = r.body.data.refreshToken;
        refreshed += 1;
      }
    }
    expect(last).toBe(401);
    // Weekly use kept it alive (idle is 14 days) until the 90-day absolute limit ended it.
    expect(refreshed).toBe(Math.floor(days / 7));
  });

  it('amr-auth refuses wrong client credentials, another number and a session never proved', async () => {
    const s = await signIn(h);
    const base = {
      cCode: s.cCode,
      phnNo: s.phnNo,
      deviceId: s.deviceId,
      grantType: 'client_credentials',
    };
    const proof = { headers: { 'x-amr-session-secret': s.sessionSecret } };
    expect(
      (
        await call(
          h.url,
          'amr-auth',
          { ...base, clientId: TEST_CLIENT.clientId, clientSecret: 'wrong-secret' },
          proof,
        )
      ).status,
    ).toBe(401);
    // The member's own device id, with no secret or a made-up one: what an attacker has.
    expect((await call(h.url, 'amr-auth', { ...base, ...TEST_CLIENT })).status).toBe(401);
    const forged = await call(
      h.url,
      'amr-auth',
      { ...base, ...TEST_CLIENT },
      {
        headers: { 'x-amr-session-secret': `ss_${'B'.repeat(43)}` },
      },
    );
    expect(forged.status).toBe(401);
    expect(forged.body.data).toMatchObject({ code: 'session_required' });
    // The secret of one member's session does not sign in another number.
    expect(
      (await call(h.url, 'amr-auth', { ...base, ...TEST_CLIENT, phnNo: '589999999' }, proof))
        .status,
    ).toBe(401);
    expect(
      (await call(h.url, 'amr-auth', { ...base, ...TEST_CLIENT, grantType: 'password' })).body.data,
    ).toMatchObject({ field: 'grantType' });
  });
});
