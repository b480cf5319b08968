import 'server-only';
import { sealData } from 'iron-session';
import { sessionOptions, type SessionData } from '@/lib/session/edge/session-cookie';

// The session as the BFF handles it: opened from the request's cookie (readSealedSession, which
// remembers an opened seal for a minute), written back as a Set-Cookie header.

export function sessionCookieName() {
  return sessionOptions().cookieName;
}

function attributes(maxAge: number) {
  const { cookieOptions } = sessionOptions();
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${cookieOptions?.secure ? '; Secure' : ''}`;
}

/** A Set-Cookie header holding the sealed session (iron-session's seal and cookie lifetime). */
export async function sessionSetCookie(data: SessionData): Promise<string> {
  const { cookieName, password, ttl = 0 } = sessionOptions();
  const sealed = await sealData(data, { password, ttl });
  // As iron-session does: the cookie expires a minute before the seal.
  return `${cookieName}=${sealed}; ${attributes(Math.max(0, ttl - 60))}`;
}

export function clearedSessionCookie(): string {
  return `${sessionCookieName()}=; ${attributes(0)}`;
}
