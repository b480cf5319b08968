import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { readSealedSession, sessionOptions, type SessionData } from './edge/session-cookie';

/**
 * The member's session as this request's cookie holds it, for a server component. Read once per
 * render (React's cache): the session check and each of the page's calls read it; the seal itself
 * is opened once a minute per process (readSealedSession). Read-only: a server component cannot write cookies; the route handler
 * (lib/bff/route-handler.ts) reads and writes the session for the browser's calls.
 */
export const getSession = cache(async (): Promise<Readonly<SessionData>> =>
  readSealedSession((await cookies()).get(sessionOptions().cookieName)?.value),
);
