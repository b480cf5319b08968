import 'server-only';
import type { CodeSent, SessionPhone } from './edge/session-cookie';
import { getSession } from './session';

// What a sign-in screen's server part may know of the session (docs/product.md §4 Login): the
// number a code went to, and when. Components read this, not the session itself.

export type { CodeSent, SessionPhone };

/** A sign-in under way in this session, or null when no code was sent in it. */
export type PendingSignIn = { phone: SessionPhone; codeSent?: CodeSent };

export async function pendingSignIn(): Promise<PendingSignIn | null> {
  const session = await getSession();
  const phone = session.pendingPhone;
  return phone ? { phone, codeSent: session.codeSent } : null;
}
