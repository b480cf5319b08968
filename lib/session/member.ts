import 'server-only';
import { cache } from 'react';
import { callFromServer } from '@/lib/bff/server-call';
import type { SessionMember } from '@/lib/contract/auth';
import type { SessionView } from './browser/session-reports';
import { getSession } from './session';
import { isSignedIn, type SessionPhone } from './edge/session-cookie';

// Who the visitor is, for a page the server renders. A cookie that says "signed in" is not taken
// at its word: the loyalty service is asked whether it still accepts the session and who its
// member is now (the session-member call), so a session ended on another device, by logout or by
// deleting the account renders a guest page, and a name changed elsewhere shows on the next page
// (docs/quality.md §2 item 27). Asked once per render (React's cache).

/** `sid`: the service's id of the session the cookie names, when it names one. */
export type MemberState =
  /** No session, or one that never signed in. */
  | { kind: 'guest' }
  /** The cookie names a session the service no longer accepts: show the signed-out notice. */
  | { kind: 'ended'; sid: string | null }
  | { kind: 'member'; sid: string | null; member: SessionMember }
  /** The service could not answer: signed in as far as we know, but nothing of the member shows. */
  | { kind: 'unchecked'; sid: string | null };

export const getMemberState = cache(async (): Promise<MemberState> => {
  const session = await getSession();
  if (!isSignedIn(session)) return { kind: 'guest' };
  const sid = session.sid ?? null;
  // A session sealed before sessions had secrets cannot be checked, nor mint tokens: it has ended.
  if (!session.sessionSecret) return { kind: 'ended', sid };
  const result = await callFromServer('session-member', {});
  if (result.ok) return { kind: 'member', sid, member: result.data };
  return result.status === 401 ? { kind: 'ended', sid } : { kind: 'unchecked', sid };
});

/** The signed-in member as the service holds them now, or null. */
export async function getMember(): Promise<SessionMember | null> {
  const state = await getMemberState();
  return state.kind === 'member' ? state.member : null;
}

/**
 * A read of the signed-in member's, begun beside the session check rather than after it: the
 * cookie's own phone starts it, and its answer is kept only once the check finds that member, so a
 * page's data waits one round trip to the service, not two (docs/architecture.md §1).
 * The read is asked again with the member the check found when their phone is not the cookie's;
 * null when the check finds no member (a guest, an ended session, a service that could not
 * answer), whatever the early read answered. `read` must not change anything: it may run for a
 * session the service no longer accepts, which then refuses it.
 */
export async function readAsMember<T>(
  read: (member: SessionPhone) => Promise<T>,
): Promise<{ member: SessionMember; value: T } | null> {
  const session = await getSession();
  const phone = isSignedIn(session) && session.sessionSecret ? session.phone : undefined;
  const early = phone ? read({ cCode: phone.cCode, phnNo: phone.phnNo }) : null;
  // Marked handled: when the check finds no member, nothing awaits it.
  early?.catch(() => undefined);
  const member = await getMember();
  if (!member) return null;
  const same = early && phone?.cCode === member.cCode && phone.phnNo === member.phnNo;
  const value = await (same ? early : read({ cCode: member.cCode, phnNo: member.phnNo }));
  return { member, value };
}

/** Whether members-only pages may render (a member, or one the service could not check now). */
export async function isMemberSignedIn(): Promise<boolean> {
  const { kind } = await getMemberState();
  return kind === 'member' || kind === 'unchecked';
}

/**
 * Whether the browser came signed in, even to a session that has since ended: a brand app's deep
 * link then meets docs/product.md §4's login alert (components/layout/account-validation.tsx) rather than
 * signing the visitor in as a guest would be.
 */
export async function hasSignedInCookie(): Promise<boolean> {
  return (await getMemberState()).kind !== 'guest';
}

/** What the browser is told of the state: enough to notice an ended session or a new name. */
export function sessionView(state: MemberState): SessionView {
  const session = state.kind === 'guest' ? null : state.sid;
  if (state.kind !== 'member') return { state: state.kind, session, shown: null };
  const { name, cCode, phnNo } = state.member;
  return { state: 'member', session, shown: { name, phone: `${cCode} ${phnNo}` } };
}
