import { unsealData, type SessionOptions } from 'iron-session';
import { env } from '@/lib/config/env';

// The sealed session cookie (docs/architecture.md §1). Edge-safe: the middleware opens it to
// decide access; lib/session/session.ts reads and writes it on the Node server.

export type SessionPhone = { cCode: string; phnNo: string };

/** When the last code went out and what the member chose with it, for the code screen. */
export type CodeSent = {
  /** Epoch milliseconds, by the server's clock. */
  at: number;
  expiresInSeconds: number;
  resendAfterSeconds: number;
  /** The marketing consent ticked on the login screen: a resend carries it again. */
  marketingConsent: boolean;
};

export type SessionData = {
  /** The phone a code was just sent to, for verify-otp, profile and amr-auth (docs/product.md §4 Login). */
  pendingPhone?: SessionPhone;
  /** The code screen's timers run from this, so a reload does not restart them. */
  codeSent?: CodeSent;
  /** The service's session id; the service can revoke it (docs/architecture.md §5). */
  sid?: string;
  /**
   * The service's proof that this browser proved the phone (a right code or a brand's client id):
   * only with it are tokens minted for the session (lib/contract/headers.ts sessionSecret).
   */
  sessionSecret?: string;
  accessToken?: string;
  refreshToken?: string;
  /**
   * The phone the session is signed in with, for the calls whose body names it (docs/product.md §7
   * amr-auth, loyalty-brands). Pages never show it: they read the member from the service
   * (lib/session/member.ts), so a name changed elsewhere or an ended session shows at once.
   */
  phone?: SessionPhone;
  isProfileCreated?: boolean;
  isLoggedIn?: boolean;
};

const TTL_SECONDS = 60 * 60 * 24 * 30;

let cachedOptions: SessionOptions | undefined;

export function sessionOptions(): SessionOptions {
  cachedOptions ??= buildSessionOptions();
  return cachedOptions;
}

function buildSessionOptions(): SessionOptions {
  const e = env();
  const secure = e.SESSION_COOKIE_SECURE
    ? e.SESSION_COOKIE_SECURE === 'true'
    : e.NODE_ENV === 'production';
  // Rotation: iron-session seals with the highest id and opens with any listed one.
  const version = e.SESSION_PASSWORD_VERSION;
  const password: Record<string, string> = { [version]: e.SESSION_PASSWORD };
  if (e.SESSION_PASSWORD_PREVIOUS) password[version - 1] = e.SESSION_PASSWORD_PREVIOUS;
  return {
    // `__Host-` pins the cookie to this host and path / (it requires Secure).
    cookieName: secure ? '__Host-amrx-session' : 'amrx-session',
    password,
    ttl: TTL_SECONDS,
    cookieOptions: { httpOnly: true, secure, sameSite: 'lax', path: '/' },
  };
}

/** Opens a sealed cookie value; a tampered, expired or foreign seal is a guest. */
export async function readSealedSession(sealed: string | undefined): Promise<SessionData> {
  if (!sealed) return {};
  const options = sessionOptions();
  try {
    return await unsealData<SessionData>(sealed, { password: options.password, ttl: options.ttl });
  } catch {
    return {};
  }
}

export function isSignedIn(session: SessionData): boolean {
  return session.isLoggedIn === true && typeof session.accessToken === 'string';
}
