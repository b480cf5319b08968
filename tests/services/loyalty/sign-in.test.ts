import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '@/services/loyalty/seed/members';
import { DRIVERS, call, freshIp, freshPhone, harnessForBlock } from './support/harness';
import { latestCode, signIn } from './support/flows';

describe.each(DRIVERS)('sign-in on %s', (driver) => {
  const h = harnessForBlock(driver);

  const demo = DEMO_MEMBERS[0]!;

  it('login answers 200 for a member and 201 for a new number, in the same shape', async () => {
    const member = await call(
      h.url,
      'login',
      { cCode: demo.cCode, phnNo: demo.phnNo, enableMarketingConsent: true },
      { ip: freshIp() },
    );
    const stranger = await call(h.url, 'login', freshPhone(), { ip: freshIp() });
    expect(member.status).toBe(200);
    expect(member.body.statusCode).toBe(200);
    expect(stranger.status).toBe(201);
    expect(stranger.body.statusCode).toBe(201);
    expect(member.body.message).toBe(stranger.body.message);
    expect(member.body.data).toEqual(stranger.body.data);
    expect(member.body.data).toEqual({
      otpLength: 6,
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
    });
  });

  it('accepts the calling code without + and a leading trunk 0', async () => {
    const phone = freshPhone();
    const res = await call(
      h.url,
      'login',
      { cCode: '971', phnNo: `0${phone.phnNo.slice(0, 2)} ${phone.phnNo.slice(2)}` },
      { ip: freshIp() },
    );
    expect(res.status).toBe(201);
    expect(h.outbox!.list(`+971${phone.phnNo}`)).toHaveLength(1);
  });

  it('verify-otp answers 211 for a new number, then profile creates the member and amr-auth signs in', async () => {
    const phone = freshPhone();
    const headers = { deviceid: 'new-member-device-1' };
    await call(h.url, 'login', phone, { ip: freshIp(), headers });
    const verify = await call<{ isProfileCreated: boolean; sessionSecret: string }>(
      h.url,
      'verify-otp',
      { ...phone, otp: latestCode(h, phone) },
      { headers },
    );
    expect(verify.status).toBe(211);
    expect(verify.body.data).toEqual({
      isProfileCreated: false,
      sessionSecret: expect.stringMatching(/^ss_/),
    });
    const created = await call(
      h.url,
      'profile',
      { ...phone, name: 'ليلى حداد', email: 'layla@example.com', acceptTerms: true },
      {
        headers: {
          ...headers,
          version: 'v1',
          'x-amr-session-secret': verify.body.data.sessionSecret,
        },
      },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'ليلى حداد',
      cCode: '+971',
      phnNo: phone.phnNo,
      fullPhnNo: `+971${phone.phnNo}`,
      isProfileCreated: true,
      country: 'UAE',
    });
    const again = await call(h.url, 'login', phone, { ip: freshIp() });
    expect(again.status).toBe(429); // the 30 s resend wait applies to members and strangers alike
    h.clock.advance(31);
    expect((await call(h.url, 'login', phone, { ip: freshIp() })).status).toBe(200);
  });

  it('the marketing consent given at login applies to the profile created after it', async () => {
    const create = async (consent: boolean) => {
      const phone = freshPhone();
      const headers = { deviceid: `consent-device-${consent}` };
      await call(
        h.url,
        'login',
        { ...phone, enableMarketingConsent: consent },
        { ip: freshIp(), headers },
      );
      const verify = await call<{ sessionSecret: string }>(
        h.url,
        'verify-otp',
        { ...phone, otp: latestCode(h, phone) },
        { headers },
      );
      return call(
        h.url,
        'profile',
        { ...phone, name: 'Consent Test', email: 'c@example.com', acceptTerms: true },
        { headers: { ...headers, 'x-amr-session-secret': verify.body.data.sessionSecret } },
      );
    };
    expect((await create(true)).body.data).toMatchObject({ enableMarketingConsent: true });
    expect((await create(false)).body.data).toMatchObject({ enableMarketingConsent: false });
  });

  it("login does not change an existing member's consent", async () => {
    const member = DEMO_MEMBERS[1]!; // consent off in the seed
    await call(
      h.url,
      'login',
      { cCode: member.cCode, phnNo: member.phnNo, enableMarketingConsent: true },
      { ip: freshIp() },
    );
    h.clock.advance(31);
    const s = await signIn(h, { phone: { cCode: member.cCode, phnNo: member.phnNo } });
    const perms = await call<{ permissions: { type: string; status: string }[] }>(
      h.url,
      'permissions',
      {},
      { token: s.accessToken },
    );
    expect(perms.body.data.permissions.find((p) => p.type === 'sms')?.status).toBe('deactivated');
  });

  it('verify-otp answers 200 for an existing member', async () => {
    const s = await signIn(h, { phone: { cCode: demo.cCode, phnNo: demo.phnNo } });
    expect(s.accessToken).toMatch(/^at_/);
    const me = await call<{ ssoInfo: { logins: { isCurrentDevice: boolean }[] } }>(
      h.url,
      'sso-sessions',
      {},
      { token: s.accessToken },
    );
    expect(me.status).toBe(200);
    expect(me.body.data.ssoInfo.logins.some((l) => l.isCurrentDevice)).toBe(true);
  });

  it('profile is refused without the secret of the session that verified the phone', async () => {
    const phone = freshPhone();
    const deviceid = 'device-verified-01';
    await call(h.url, 'login', phone, { ip: freshIp(), headers: { deviceid } });
    const verify = await call<{ sessionSecret: string }>(
      h.url,
      'verify-otp',
      { ...phone, otp: latestCode(h, phone) },
      { headers: { deviceid } },
    );
    const profile = { ...phone, name: 'Someone Else', email: 'x@example.com', acceptTerms: true };
    // The verified device's id is no proof: anyone may have read it.
    const sameDevice = await call(h.url, 'profile', profile, { headers: { deviceid } });
    expect(sameDevice.status).toBe(401);
    expect(sameDevice.body.data).toMatchObject({ code: 'verification_required' });
    const forged = await call(h.url, 'profile', profile, {
      headers: { deviceid, 'x-amr-session-secret': `ss_${'A'.repeat(43)}` },
    });
    expect(forged.status).toBe(401);
    // Another number's secret does not create this one.
    const otherNumber = await call(
      h.url,
      'profile',
      { ...freshPhone(), name: 'Nobody', email: 'n@example.com', acceptTerms: true },
      { headers: { 'x-amr-session-secret': verify.body.data.sessionSecret } },
    );
    expect(otherNumber.status).toBe(401);
    const right = await call(h.url, 'profile', profile, {
      headers: { 'x-amr-session-secret': verify.body.data.sessionSecret },
    });
    expect(right.status).toBe(200);
  });

  it('profile for a number that already has a member answers 409', async () => {
    const s = await signIn(h);
    h.clock.advance(31);
    await call(h.url, 'login', s, { ip: freshIp(), headers: { deviceid: 'second-device-01' } });
    const verify = await call<{ sessionSecret: string }>(
      h.url,
      'verify-otp',
      { cCode: s.cCode, phnNo: s.phnNo, otp: latestCode(h, s) },
      { headers: { deviceid: 'second-device-01' } },
    );
    // A second device cannot create a duplicate even after verifying.
    const res = await call(
      h.url,
      'profile',
      { cCode: s.cCode, phnNo: s.phnNo, name: 'Dup', email: 'd@example.com', acceptTerms: true },
      { headers: { 'x-amr-session-secret': verify.body.data.sessionSecret } },
    );
    expect([401, 409]).toContain(res.status);
  });

  it.each([
    [{ cCode: '+971', phnNo: '12345' }, 'phnNo'],
    [{ cCode: '+971', phnNo: '5012a4567' }, 'phnNo'],
    [{ cCode: '+971', phnNo: '401234567' }, 'phnNo'],
    [{ cCode: '+965', phnNo: '50123456' }, 'cCode'],
    [{ cCode: '+20', phnNo: '1012345678' }, 'cCode'],
    [{ cCode: 'abc', phnNo: '501234567' }, 'cCode'],
    [{ phnNo: '501234567' }, 'cCode'],
    [{ cCode: '+971' }, 'phnNo'],
    [{ cCode: '+971', phnNo: 501234567 }, 'phnNo'],
    [
      { cCode: '+971', phnNo: '501234567', enableMarketingConsent: 'yes' },
      'enableMarketingConsent',
    ],
  ])('login refuses %j naming %s, and sends nothing', async (body, field) => {
    const before = h.outbox!.list().length;
    const res = await call(h.url, 'login', body, { ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, data: { field } });
    expect(h.outbox!.list().length).toBe(before);
  });

  it('verify-otp and profile validate their fields', async () => {
    const phone = freshPhone();
    expect((await call(h.url, 'verify-otp', { ...phone, otp: '12ab56' })).body.data).toMatchObject({
      field: 'otp',
    });
    expect(
      (await call(h.url, 'verify-otp', { ...phone, otp: '123456' }, { headers: { deviceid: '' } }))
        .body.data,
    ).toMatchObject({ field: 'deviceid' });
    const badName = await call(h.url, 'profile', {
      ...phone,
      name: 'R2-D2',
      email: 'r@example.com',
      acceptTerms: true,
    });
    expect(badName.body).toMatchObject({ statusCode: 400, data: { field: 'name' } });
    const badEmail = await call(h.url, 'profile', {
      ...phone,
      name: 'Rana',
      email: 'not-an-email',
      acceptTerms: true,
    });
    expect(badEmail.body).toMatchObject({ statusCode: 400, data: { field: 'email' } });
    const badVersion = await call(
      h.url,
      'profile',
      { ...phone, name: 'Rana', email: 'r@example.com', acceptTerms: true },
      { headers: { version: 'v9' } },
    );
    expect(badVersion.body).toMatchObject({ statusCode: 400, data: { field: 'version' } });
  });

  it('refuses bad docs/product.md §7 headers with 400 naming the header', async () => {
    for (const [name, value] of [
      ['brand', 'MCD'],
      ['language', 'Fr'],
      ['country', 'KWT'],
      ['channel', 'fax'],
      ['deviceid', 'a b'],
    ] as const) {
      const res = await call(h.url, 'login', freshPhone(), {
        ip: freshIp(),
        headers: { [name]: value },
      });
      expect(res.status, name).toBe(400);
      expect(res.body.data).toMatchObject({ field: name });
    }
  });

  it('sends the OTP text in Arabic when the language header is Ar', async () => {
    const phone = freshPhone();
    await call(h.url, 'login', phone, { ip: freshIp(), headers: { language: 'Ar' } });
    expect(h.outbox!.list(`${phone.cCode}${phone.phnNo}`)[0]!.text).toContain('رمز التحقق');
  });
});
