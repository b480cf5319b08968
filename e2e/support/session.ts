import { sealData } from 'iron-session';
import type { BrowserContext } from '@playwright/test';
import type { SessionData } from '@/lib/session/session-cookie';

// A signed-in member's sealed session cookie, sealed with the server's password exactly as the
// app seals it, for tests of access rules that do not go through sign-in.
export const SESSION_COOKIE = '__Host-amrx-session';

export async function sealSession(data: SessionData): Promise<string> {
  const password = process.env.SESSION_PASSWORD;
  if (!password) throw new Error('SESSION_PASSWORD must be set for the e2e run');
  const version = Number(process.env.SESSION_PASSWORD_VERSION ?? 2);
  return sealData(data, { password: { [version]: password }, ttl: 60 * 60 });
}

export async function signInAs(context: BrowserContext, baseURL: string, name = 'Layla Haddad') {
  const value = await sealSession({
    isLoggedIn: true,
    isProfileCreated: true,
    accessToken: 'e2e-access-token',
    member: { name, cCode: '+971', phnNo: '501234567' },
  });
  await context.addCookies([
    // A Secure cookie is set through an https URL of the same host; Chromium sends it to
    // http://localhost because localhost is a secure context.
    { name: SESSION_COOKIE, value, url: baseURL.replace(/^http:/, 'https:'), httpOnly: true, secure: true, sameSite: 'Lax' },
  ]);
}
