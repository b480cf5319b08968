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

// Opening a seal derives two keys, and the same cookie comes with the middleware's check, every
// page's render and every call of the browser's: an opened seal is remembered for a minute, keyed
// by the exact sealed text, so a changed or tampered cookie is a miss. The service still checks
// every token, so a session ended elsewhere is refused all the same. Per process (and per runtime:
// the middleware's copy is its own).
const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const opened = new Map<string, { json: string; until: number }>();

/**
 * Opens a sealed cookie value; a tampered, expired or foreign seal is a guest. Each caller gets its
 * own copy, which it may change (the BFF writes its changes back as a new seal).
 */
export async function readSealedSession(sealed: string | undefined): Promise<SessionData> {
  if (!sealed) return {};
  const now = Date.now();
  const hit = opened.get(sealed);
  if (hit && hit.until > now) return JSON.parse(hit.json) as SessionData;
  const data = await unseal(sealed);
  if (hit) opened.delete(sealed);
  else if (opened.size >= MAX_REMEMBERED) opened.delete(opened.keys().next().value!);
  opened.set(sealed, { json: JSON.stringify(data), until: now + REMEMBER_MS });
  return data;
}

async function unseal(sealed: string): Promise<SessionData> {
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
