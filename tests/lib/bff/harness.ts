import { NextRequest } from 'next/server';
import { sealData, unsealData } from 'iron-session';
import type { SessionData } from '@/lib/session/edge/session-cookie';

// Calls the BFF route handler as Next does, with a real Request, and reads its session cookie.

export const PASSWORD = 's'.repeat(48);
export const ORIGIN = 'http://app.test';
export const SESSION_COOKIE = 'amrx-session';
/** A session secret of the service's form (lib/contract/auth.ts SessionSecretSchema). */
export const SESSION_SECRET = `ss_${'s'.repeat(43)}`;

export function configureBffEnv(upstreamUrl: string) {
  process.env.SESSION_PASSWORD = PASSWORD;
  process.env.UPSTREAM_URL = upstreamUrl;
  process.env.BFF_CALL_DEADLINE_MS = '2000';
  process.env.LOYALTY_CLIENT_ID = 'test-client-id';
  process.env.LOYALTY_CLIENT_SECRET = 'test-client-secret-value';
  process.env.LOYALTY_BFF_SECRET = 'test-bff-shared-secret';
}

export const seal = (data: SessionData) => sealData(data, { password: { 2: PASSWORD } });

/** A guest session a code was just sent in (lib/bff/browser-calls.ts pendingPhone). */
export const codeSentCookie = () =>
  memberCookie({ pendingPhone: { cCode: '+971', phnNo: '501234567' } });

export async function memberCookie(extra: Partial<SessionData> = {}) {
  return `${SESSION_COOKIE}=${await seal({
    isLoggedIn: true,
    isProfileCreated: true,
    sid: 'sid-1',
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    sessionSecret: SESSION_SECRET,
    phone: { cCode: '+971', phnNo: '501234567' },
    ...extra,
  })}`;
}

type Init = {
  method?: 'GET' | 'POST';
  body?: unknown;
  rawBody?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
};

export async function callBff(path: string, init: Init = {}) {
  const { serveBff } = await import('@/lib/bff/route-handler');
  const method = init.method ?? 'POST';
  const headers = new Headers({
    host: 'app.test',
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
  });
  if (method === 'POST') {
    headers.set('content-type', 'application/json');
    headers.set('origin', ORIGIN);
    headers.set('sec-fetch-site', 'same-origin');
  }
  if (init.cookie) headers.set('cookie', init.cookie);
  for (const [k, v] of Object.entries(init.headers ?? {})) {
    if (v === '') headers.delete(k);
    else headers.set(k, v);
  }
  const body = method === 'GET' ? undefined : (init.rawBody ?? JSON.stringify(init.body ?? {}));
  const request = new NextRequest(new URL(path, ORIGIN), { method, headers, body });
  const response = await serveBff(request, method);
  const json = (await response.json()) as {
    statusCode: number;
    message: string;
    data: Record<string, unknown> | null;
  };
  return { response, status: response.status, json, cookies: response.headers.getSetCookie() };
}

/** The session the reply's cookie holds: undefined when unchanged, null when cleared. */
export async function sessionFrom(cookies: string[]): Promise<SessionData | null | undefined> {
  const raw = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!raw) return undefined;
  const value = raw.slice(SESSION_COOKIE.length + 1).split(';')[0]!;
  if (!value) return null;
  return unsealData<SessionData>(value, { password: { 2: PASSWORD } });
}
