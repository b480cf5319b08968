import { startLoyaltyService, type RunningService } from '@/services/loyalty/start';
import { callBff, configureBffEnv, sessionFrom, SESSION_COOKIE } from './harness';

// The BFF against the real loyalty service (PGlite in memory): a member signs in end to end, the
// session cookie carries what the UI needs, and logout makes the captured cookie worthless.

let service: RunningService;
const cookieJar = new Map<string, string>();

beforeAll(async () => {
  configureBffEnv('http://127.0.0.1:1');
  process.env.UPSTREAM_DEADLINE_MS = '10000';
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

it('signs a demo member in through the BFF and out again', async () => {
  const phone = { cCode: '+971', phnNo: '501234567' };
  const login = await callBff('/api/amr-loyalty/login', { body: phone });
  expect(login.status).toBe(200);
  keep(login.cookies);
  expect(cookieJar.get('_fp')).toMatch(/^[A-Za-z0-9_-]{8,}$/);

  const [sent] = service.outbox!.list('+971501234567');
  const verify = await callBff('/api/amr-loyalty/verify-otp', { body: { ...phone, otp: sent!.code }, cookie: jar() });
  expect(verify.status).toBe(200);
  keep(verify.cookies);

  const auth = await callBff('/api/amr-loyalty/amr-auth', { body: {}, cookie: jar() });
  expect(auth.status).toBe(200);
  // The browser never sees the tokens: only the sealed cookie carries them.
  expect(JSON.stringify(auth.json)).not.toContain('clientSecret');
  keep(auth.cookies);
  const session = await sessionFrom(auth.cookies);
  expect(session).toMatchObject({ isLoggedIn: true, isProfileCreated: true, member: { name: 'Layla Haddad', cCode: '+971' } });

  const sessions = await callBff('/api/amr-loyalty/sso-sessions', { body: {}, cookie: jar() });
  expect(sessions.status).toBe(200);
  const logins = (sessions.json.data as { ssoInfo: { logins: { isCurrentDevice: boolean; deviceModel: string }[] } }).ssoInfo.logins;
  expect(logins.some((l) => l.isCurrentDevice && l.deviceModel === 'Chrome on Android')).toBe(true);

  const captured = jar();
  const logout = await callBff('/api/amr-loyalty/logout', { body: {}, cookie: captured });
  expect(logout.status).toBe(200);
  expect(await sessionFrom(logout.cookies)).toBeNull();

  // Replaying the captured cookie after logout (QUALITY.md §2 item 10): 401, and cleared again.
  const replay = await callBff('/api/amr-loyalty/sso-sessions', { body: {}, cookie: captured });
  expect(replay.status).toBe(401);
  expect(replay.cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
}, 60_000);
