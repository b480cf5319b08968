import 'server-only';
import { cookies } from 'next/headers';
import { getIronSession } from 'iron-session';
import { sessionOptions, type SessionData } from './edge/session-cookie';

/** The member's session in a server component, route handler or server action. */
export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}
