import { startLoyaltyService, type RunningService } from '@/services/loyalty/start';
import { callBff, configureBffEnv, sessionFrom, SESSION_COOKIE } from './harness';

// The BFF against the real loyalty service (PGlite in memory): a member signs in end to end, the
// session cookie carries what the UI needs, and logout makes the captured cookie worthless.

let service: RunningService;
const cookieJar = new Map<string, string>();

beforeAll(async () => {
  configureBffEnv('http://127.0.0.1:1');
  process.env.BFF_CALL_DEADLINE_MS = '10000';
  // A second code for one number may be asked for after a second (services/loyalty/README.md).
  process.env.LOYALTY_OTP_RESEND_SECONDS = '1';
  service = await startLoyaltyService({ port: 0, demo: true });
  process.env.UPSTREAM_URL = service.url;
}, 60_000);
afterAll(() => service?.close());

const jar = () => [...cookieJar].map(([k, v]) => `${k}=${v}`).join('; ');
function keep(cookies: string[]) {
  for (const c of cookies) {
    const [pair] = c.split(';');
    const [name, ...rest] = pair!.split('=');
    const value = rest.join('=');
    if (value) cookieJar.set(name!, value);
    else cookieJar.delete(name!);
  }
}

/** What no reply of the sign-in flow may show page script: tokens, secrets, the number itself. */
function expectNothingToHide(reply: { json: unknown }, phnNo: string) {
  const text = JSON.stringify(reply.json);
  expect(text).not.toMatch(/accessToken|refreshToken|sessionSecret|clientSecret|ss_/);
  expect(text).not.toContain(phnNo);
}

it('signs a demo member in through the BFF, the browser sending only the number and the code', async () => {
  // As the member typed it: the BFF keeps the national number (lib/contract/codes.ts).
  const login = await callBff('/api/amr-loyalty/login', {
    body: { cCode: '+971', phnNo: '050 123 4567' },
  });
  expect(login.status).toBe(200);
  expectNothingToHide(login, '501234567');
  keep(login.cookies);
  expect(cookieJar.get('_fp')).toMatch(/^[A-Za-z0-9_-]{8,}$/);

  const [sent] = service.outbox!.list('+971501234567');
  const verify = await callBff('/api/amr-loyalty/verify-otp', {
    body: { otp: sent!.code },
    cookie: jar(),
  });
  // A member's right code signs the session in: the BFF made amr-auth itself.
  expect(verify.status).toBe(200);
  expect(verify.json.data).toEqual({ isProfileCreated: true });
  expectNothingToHide(verify, '501234567');
  keep(verify.cookies);
  const session = await sessionFrom(verify.cookies);
  expect(session).toMatchObject({
    isLoggedIn: true,
    isProfileCreated: true,
    phone: { cCode: '+971', phnNo: '501234567' },
  });
  // No browser may make amr-auth: only the BFF does, inside the flow.
  expect((await callBff('/api/amr-loyalty/amr-auth', { body: {}, cookie: jar() })).status).toBe(
    404,
  );
  const me = await callBff('/api/amr-loyalty/session-member', { body: {}, cookie: jar() });
  expect(me.json.data).toMatchObject({ name: 'Layla Haddad' });

  const sessions = await callBff('/api/amr-loyalty/sso-sessions', { body: {}, cookie: jar() });
  expect(sessions.status).toBe(200);
  const logins = (
    sessions.json.data as {
      ssoInfo: { logins: { isCurrentDevice: boolean; deviceModel: string; device?: unknown }[] };
    }
  ).ssoInfo.logins;
  expect(logins.some((l) => l.isCurrentDevice && l.deviceModel === 'Chrome on Android')).toBe(true);
  // The same device as data, for the page to name in its language (lib/contract/device.ts).
  expect(logins.find((l) => l.isCurrentDevice)?.device).toEqual({
    browser: 'chrome',
    os: 'android',
  });

  const captured = jar();
  const logout = await callBff('/api/amr-loyalty/logout', { body: {}, cookie: captured });
  expect(logout.status).toBe(200);
  expect(await sessionFrom(logout.cookies)).toBeNull();

  // Replaying the captured cookie after logout (docs/quality.md §2 item 10): 401, and cleared again.
  const replay = await callBff('/api/amr-loyalty/sso-sessions', { body: {}, cookie: captured });
  expect(replay.status).toBe(401);
  expect(replay.cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
}, 60_000);

/** A browser of its own: its cookies, kept from reply to reply. */
function browser(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  return {
    cookies,
    async call(name: string, body: unknown = {}) {
      const result = await callBff(`/api/amr-loyalty/${name}`, {
        body,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      });
      for (const c of result.cookies) {
        const [pair] = c.split(';');
        const [cookieName, ...rest] = pair!.split('=');
        if (rest.join('=')) cookies.set(cookieName!, rest.join('='));
        else cookies.delete(cookieName!);
      }
      return result;
    },
  };
}

async function signInBrowser(phone: { cCode: string; phnNo: string }) {
  const b = browser();
  expect([200, 201]).toContain((await b.call('login', phone)).status);
  const code = service.outbox!.list(`${phone.cCode}${phone.phnNo}`)[0]!.code;
  expect((await b.call('verify-otp', { otp: code })).status).toBe(200);
  return b;
}

it('signs a new number up: code, then profile, and the session is signed in with no phone in any reply', async () => {
  const b = browser();
  const phone = { cCode: '+971', phnNo: '509876543' };
  const login = await b.call('login', phone);
  expect(login.status).toBe(201);
  const code = service.outbox!.list('+971509876543')[0]!.code;
  const verify = await b.call('verify-otp', { otp: code });
  expect(verify.status).toBe(211);
  expect(verify.json.data).toEqual({ isProfileCreated: false });
  // Not signed in yet: a profile comes first (docs/product.md §4 Login).
  expect(await sessionFrom(verify.cookies)).toMatchObject({ isLoggedIn: false });
  const created = await b.call('profile', {
    name: 'Noor Al-Saleh',
    email: 'noor.509876543@example.com',
    acceptTerms: true,
  });
  expect(created.status).toBe(200);
  expect(created.json.data).toEqual({ signedIn: true });
  for (const reply of [login, verify, created]) expectNothingToHide(reply, phone.phnNo);
  const me = await b.call('session-member');
  expect(me.status).toBe(200);
  expect(me.json.data).toMatchObject({ name: 'Noor Al-Saleh', phnNo: '509876543' });
}, 60_000);

it('verify-otp without a code sent in this session is refused: there is no number to check it for', async () => {
  const b = browser();
  const refused = await b.call('verify-otp', { otp: '123456' });
  expect(refused.status).toBe(400);
  expect((refused.json.data as { code: string }).code).toBe('session_required');
}, 60_000);

it("a stranger with the member's device id and phone, but not the code, gets no session (docs/quality.md §2 item 21)", async () => {
  const phone = { cCode: '+966', phnNo: '551234567' };
  const victim = await signInBrowser(phone);
  const before = (await victim.call('session-member')).json.data as { email: string | null };

  // Everything but the code: the victim's device id (sso-sessions lists it) and phone number.
  const attacker = browser({ _fp: victim.cookies.get('_fp')! });
  // After the resend wait of the victim's own sign-in, the service sends a code (to the victim).
  await new Promise((r) => setTimeout(r, 1100));
  const login = await attacker.call('login', phone);
  expect(login.status).toBe(200);
  // A guess is refused, and no browser can ask for tokens on the number without one.
  expect((await attacker.call('verify-otp', { otp: '000000' })).status).toBe(400);
  expect((await attacker.call('amr-auth')).status).toBe(404);
  expect((await attacker.call('edit-profile', { name: 'Hijacked' })).status).toBe(401);
  expect((await attacker.call('sso-sessions')).status).toBe(401);
  expect((await attacker.call('session-member')).status).toBe(401);
  // The member is untouched and still signed in.
  const after = await victim.call('session-member');
  expect(after.status).toBe(200);
  expect(after.json.data).toMatchObject({ name: 'عمر الحربي', email: before.email });
}, 60_000);

it('a session removed from another device cannot be revived with its cookie', async () => {
  const phone = { cCode: '+971', phnNo: '522223344' };
  const first = await signInBrowser(phone);
  const sessions = (await first.call('sso-sessions')).json.data as {
    ssoInfo: { logins: { sessionId: string; isCurrentDevice: boolean }[] };
  };
  const mine = sessions.ssoInfo.logins.find((l) => l.isCurrentDevice)!;
  const captured = new Map(first.cookies);
  expect((await first.call('remove-session', { sessionId: mine.sessionId })).status).toBe(200);
  // The copied cookie, used afresh for each call (a 401 clears it in the browser that sent it).
  for (const name of ['session-member', 'sso-sessions', 'loyalty-brands']) {
    const replay = browser(Object.fromEntries(captured));
    const result = await replay.call(name, name === 'loyalty-brands' ? phone : {});
    expect(result.status, name).toBe(401);
    expect(replay.cookies.has('amrx-session'), name).toBe(false);
  }
}, 60_000);

it('passes on when a voucher was redeemed, as the service says it (components/rewards/used-at.tsx)', async () => {
  // After the resend wait of this number's first sign-in above.
  await new Promise((r) => setTimeout(r, 1100));
  const member = await signInBrowser({ cCode: '+971', phnNo: '501234567' });
  const list = await member.call('voucher-list', { brand: 'kfc' });
  expect(list.status).toBe(200);
  const vouchers = (
    list.json.data as { vouchers: { id: string; status: string; redeemedAt: string | null }[] }
  ).vouchers;
  // The demo member redeemed a Zinger meal 30 days ago (services/loyalty/seed/ledger-demo.ts).
  const used = vouchers.find((v) => v.status === 'redeemed')!;
  expect(Date.now() - Date.parse(used.redeemedAt!)).toBeGreaterThan(29 * 86_400_000);
  expect(vouchers.filter((v) => v.status !== 'redeemed').every((v) => v.redeemedAt === null)).toBe(
    true,
  );
  const details = await member.call('voucher-details', { brand: 'kfc', id: used.id });
  expect((details.json.data as { voucher: { redeemedAt: string } }).voucher.redeemedAt).toBe(
    used.redeemedAt,
  );
}, 60_000);
