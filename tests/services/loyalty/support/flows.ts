import { randomBytes } from 'node:crypto';
import type { Harness } from './harness';
import { TEST_CLIENT, call, freshIp, freshPhone } from './harness';

export interface SignedIn {
  cCode: string;
  phnNo: string;
  deviceId: string;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  /** The session's secret from verify-otp, as the BFF keeps it (x-amr-session-secret). */
  sessionSecret: string;
  memberId: string;
}

export function latestCode(h: Harness, phone: { cCode: string; phnNo: string }): string {
  const entry = h.outbox?.list(`${phone.cCode}${phone.phnNo}`).find((e) => e.code !== null);
  if (!entry?.code) throw new Error('no OTP in the outbox');
  return entry.code;
}

/** login → code from the outbox → verify-otp → (profile) → amr-auth, as the BFF would. */
export async function signIn(
  h: Harness,
  opts: {
    phone?: { cCode: string; phnNo: string };
    deviceId?: string;
    name?: string;
    /** The devicemodel header the BFF would send (lib/bff/device-model.ts); else the harness's. */
    deviceModel?: string;
  } = {},
): Promise<SignedIn> {
  const phone = opts.phone ?? freshPhone();
  const deviceId = opts.deviceId ?? `dev-${randomBytes(5).toString('hex')}`;
  const headers: Record<string, string> = { deviceid: deviceId };
  if (opts.deviceModel) headers.devicemodel = opts.deviceModel;
  const ip = freshIp();
  const login = await call(h.url, 'login', phone, { headers, ip });
  if (login.status !== 200 && login.status !== 201)
    throw new Error(`login ${login.status} ${login.body.message}`);
  const verify = await call<{ sessionSecret: string }>(
    h.url,
    'verify-otp',
    { ...phone, otp: latestCode(h, phone) },
    { headers, ip },
  );
  const sessionSecret = verify.body.data?.sessionSecret ?? '';
  const withSecret = { headers: { ...headers, 'x-amr-session-secret': sessionSecret }, ip };
  if (verify.status === 211) {
    const created = await call(
      h.url,
      'profile',
      {
        ...phone,
        name: opts.name ?? 'Test Member',
        email: 'member@example.com',
        acceptTerms: true,
      },
      withSecret,
    );
    if (created.status !== 200)
      throw new Error(`profile ${created.status} ${created.body.message}`);
  } else if (verify.status !== 200) {
    throw new Error(`verify ${verify.status} ${verify.body.message}`);
  }
  const auth = await call<{
    accessToken: string;
    refreshToken: string;
    sessionId: string;
    user: { _id: string };
  }>(
    h.url,
    'amr-auth',
    { ...phone, deviceId, ...TEST_CLIENT, grantType: 'client_credentials' },
    withSecret,
  );
  if (auth.status !== 200) throw new Error(`amr-auth ${auth.status} ${auth.body.message}`);
  return {
    ...phone,
    deviceId,
    sessionSecret,
    ...auth.body.data,
    memberId: auth.body.data.user._id,
  };
}
