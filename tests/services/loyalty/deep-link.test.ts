import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@/services/loyalty/seed/members';
import { DRIVERS, TEST_PARTNER_KEY_KFC, call, harnessForBlock } from './support/harness';

type Validate = {
  success: boolean;
  userInfo: { phnNo: string } | null;
  auth: { accessToken: string; sessionId: string } | null;
};

// Deep-link sign-in from a brand app (docs/product.md §4 Account validation, §7 client / verify-redirect /
// validateAccount): a partner-issued, short-lived, single-use client id.
describe.each(DRIVERS)('deep-link sign-in on %s', (driver) => {
  const h = harnessForBlock(driver);

  const demo = DEMO_MEMBERS[0]!;
  const partner = { brand: 'KFC', 'x-amr-partner-key': TEST_PARTNER_KEY_KFC };
  const issue = async (phone = { cCode: demo.cCode, phnNo: demo.phnNo }) => {
    const res = await call<{ clientId: string; expiresIn: number }>(h.url, 'client', phone, {
      headers: partner,
    });
    expect(res.status).toBe(200);
    return res.body.data.clientId;
  };

  it('client needs the brand partner key', async () => {
    expect(
      (
        await call(
          h.url,
          'client',
          { cCode: demo.cCode, phnNo: demo.phnNo },
          { headers: { brand: 'KFC', 'x-amr-partner-key': 'wrong' } },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await call(
          h.url,
          'client',
          { cCode: demo.cCode, phnNo: demo.phnNo },
          { headers: { brand: 'PHD', 'x-amr-partner-key': TEST_PARTNER_KEY_KFC } },
        )
      ).status,
    ).toBe(401);
    expect((await call(h.url, 'client', { cCode: demo.cCode, phnNo: demo.phnNo })).status).toBe(
      401,
    );
    expect(
      (await call(h.url, 'client', { cCode: '+44', phnNo: '7700900123' }, { headers: partner }))
        .status,
    ).toBe(400);
  });

  it('verify-redirect shows masked details; validate-account spends the id for a session', async () => {
    const clientId = await issue();
    const peek = await call(
      h.url,
      'verify-redirect',
      { brand: 'KFC' },
      { headers: { clientid: clientId } },
    );
    expect(peek.status).toBe(200);
    expect(peek.body.data).toMatchObject({
      brand: 'KFC',
      isProfileCreated: true,
      maskedUserDetails: { maskedPhnNo: '+971 ••••••567' },
    });
    expect(JSON.stringify(peek.body)).not.toContain(demo.phnNo);
    const atBrand = await call(
      h.url,
      'verify-at-brand',
      { brand: 'KFC' },
      { headers: { clientid: clientId } },
    );
    expect(atBrand.body.data).toEqual(peek.body.data);
    expect(
      (await call(h.url, 'verify-at-brand', { brand: 'HRD' }, { headers: { clientid: clientId } }))
        .status,
    ).toBe(401);
    const v = await call<Validate>(
      h.url,
      'validate-account',
      { brand: 'KFC', brandName: 'KFC' },
      { headers: { clientid: clientId, deviceid: 'brand-app-device-1' } },
    );
    expect(v.status).toBe(200);
    expect(v.body.data.success).toBe(true);
    expect(v.body.data.userInfo?.phnNo).toBe(demo.phnNo);
    const list = await call<{ ssoInfo: { logins: { brand: string; isCurrentDevice: boolean }[] } }>(
      h.url,
      'sso-sessions',
      {},
      { token: v.body.data.auth!.accessToken },
    );
    expect(list.body.data.ssoInfo.logins.find((l) => l.isCurrentDevice)?.brand).toBe('KFC');
  });

  it('a client id is single-use, even when two validations race', async () => {
    const clientId = await issue();
    const both = await Promise.all(
      [1, 2].map(() =>
        call(h.url, 'validate-account', { brand: 'KFC' }, { headers: { clientid: clientId } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(
      (await call(h.url, 'verify-redirect', { brand: 'KFC' }, { headers: { clientid: clientId } }))
        .status,
    ).toBe(401);
  });

  it('a client id expires, is bound to its brand, and an unknown one is refused', async () => {
    const clientId = await issue();
    expect(
      (await call(h.url, 'validate-account', { brand: 'PHD' }, { headers: { clientid: clientId } }))
        .status,
    ).toBe(401);
    h.clock.advance(h.settings.tokens.clientIdTtlSeconds + 1);
    expect(
      (await call(h.url, 'validate-account', { brand: 'KFC' }, { headers: { clientid: clientId } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(
          h.url,
          'verify-redirect',
          { brand: 'KFC' },
          { headers: { clientid: 'cl_unknown' } },
        )
      ).status,
    ).toBe(401);
    expect((await call(h.url, 'verify-redirect', { brand: 'KFC' })).status).toBe(401);
    expect(
      (await call(h.url, 'verify-redirect', { brand: 'XYZ' }, { headers: { clientid: 'cl_x' } }))
        .body.data,
    ).toMatchObject({ field: 'brand' });
  });

  it('validate-account for a number without a profile answers success false', async () => {
    const clientId = await issue({ cCode: '+966', phnNo: '561112223' });
    const peek = await call(
      h.url,
      'verify-redirect',
      { brand: 'KFC' },
      { headers: { clientid: clientId } },
    );
    expect(peek.body.data).toMatchObject({ isProfileCreated: false, maskedUserDetails: null });
    const v = await call<Validate>(
      h.url,
      'validate-account',
      { brand: 'KFC' },
      { headers: { clientid: clientId } },
    );
    expect(v.status).toBe(200);
    expect(v.body.data).toEqual({ success: false, userInfo: null, auth: null });
  });
});
