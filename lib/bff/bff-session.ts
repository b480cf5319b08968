import 'server-only';
import { sealData } from 'iron-session';
import {
  readSealedSession,
  sessionOptions,
  type SessionData,
} from '@/lib/session/edge/session-cookie';

// The session as the BFF handles it: opened from the request's cookie, written back as a
// Set-Cookie header. Unsealing costs two key derivations, so an opened seal is remembered for a
// minute (keyed by the exact sealed string, so a changed or tampered cookie is a miss); the
// service still checks every token, so a revoked session is refused all the same.

const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const opened = new Map<string, { json: string; until: number }>();

export async function openSession(cookieValue: string | undefined): Promise<SessionData> {
  if (!cookieValue) return {};
  const now = Date.now();
  const hit = opened.get(cookieValue);
  if (hit && hit.until > now) return JSON.parse(hit.json) as SessionData;
  const data = await readSealedSession(cookieValue);
  if (opened.size >= MAX_REMEMBERED) opened.delete(opened.keys().next().value!);
  opened.set(cookieValue, { json: JSON.stringify(data), until: now + REMEMBER_MS });
  return data;
}

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
