import 'server-only';
import type { TokenSet } from '@/lib/contract/auth';
import type { CallName } from '@/lib/contract/calls';
import type { SessionData } from '@/lib/session/session-cookie';

// How a successful call changes the member's session (SPEC §4 Login and Logout).

export type SessionChange = 'none' | 'save' | 'clear';

const SESSION_CALLS: ReadonlySet<CallName> = new Set([
  'login',
  'verify-otp',
  'profile',
  'amr-auth',
  'refresh-token',
  'validate-account',
  'edit-profile',
  'logout',
  'amr-delete',
]);

/** Whether a call can change the session (the calls handled by applySessionEffects). */
export const changesSession = (name: CallName) => SESSION_CALLS.has(name);

export function signIn(session: SessionData, tokens: Omit<TokenSet, 'user'>, user?: TokenSet['user'] | null) {
  session.sid = tokens.sessionId;
  session.accessToken = tokens.accessToken;
  session.refreshToken = tokens.refreshToken;
  if (user) {
    session.member = { name: user.name, cCode: user.cCode, phnNo: user.phnNo };
    session.isProfileCreated = user.isProfileCreated;
  }
  session.isLoggedIn = true;
  delete session.pendingPhone;
}

export function applySessionEffects(
  name: CallName,
  status: number,
  data: unknown,
  input: unknown,
  session: SessionData,
): SessionChange {
  switch (name) {
    case 'login': {
      const { cCode, phnNo } = input as { cCode: string; phnNo: string };
      // A new sign-in starts from a guest session (SPEC §4: 200 member, 201 profile needed).
      for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
      session.pendingPhone = { cCode, phnNo };
      session.isProfileCreated = status === 200;
      session.isLoggedIn = false;
      return 'save';
    }
    case 'verify-otp':
      session.isProfileCreated = status === 200;
      return 'save';
    case 'profile':
      session.isProfileCreated = true;
      return 'save';
    case 'amr-auth':
    case 'refresh-token': {
      const tokens = data as TokenSet;
      signIn(session, tokens, tokens.user);
      return 'save';
    }
    case 'validate-account': {
      const result = data as { success: boolean; userInfo: TokenSet['user'] | null; auth: Omit<TokenSet, 'user'> | null };
      if (!result.success || !result.auth || !result.userInfo) return 'none';
      signIn(session, result.auth, result.userInfo);
      return 'save';
    }
    case 'edit-profile': {
      const profile = data as { name: string };
      if (session.member) session.member = { ...session.member, name: profile.name };
      return 'save';
    }
    case 'logout':
    case 'amr-delete':
      return 'clear';
    default:
      return 'none';
  }
}
