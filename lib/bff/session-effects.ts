import 'server-only';
import type { LoginData, LoginInput, MemberProfile, TokenSet } from '@/lib/contract/auth';
import { CALLS, type CallName } from '@/lib/contract/calls';
import type { SessionData } from '@/lib/session/session-cookie';

// How a successful call changes the member's session (docs/product.md §4 Login and Logout), and what of a
// session call's reply the browser may see: tokens and the session's secret live only in the
// sealed cookie, never in page script.

export type SessionChange = 'none' | 'save' | 'clear';

/** Whether a call can change the session (the calls handled by applySessionEffects). */
export const changesSession = (name: CallName) => CALLS[name].changesSession === true;

type Tokens = Omit<TokenSet, 'user'>;
type ValidateAccountReply = {
  success: boolean;
  userInfo: MemberProfile | null;
  auth: (Tokens & { sessionSecret: string }) | null;
};

export function signIn(session: SessionData, tokens: Tokens, user?: MemberProfile | null) {
  session.sid = tokens.sessionId;
  session.accessToken = tokens.accessToken;
  session.refreshToken = tokens.refreshToken;
  if (user) {
    session.phone = { cCode: user.cCode, phnNo: user.phnNo };
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
      const { cCode, phnNo, enableMarketingConsent } = input as LoginInput;
      const sent = data as LoginData;
      // A new sign-in starts from a guest session (docs/product.md §4: 200 member, 201 profile needed).
      for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
      session.pendingPhone = { cCode, phnNo };
      session.codeSent = {
        at: Date.now(),
        expiresInSeconds: sent.expiresInSeconds,
        resendAfterSeconds: sent.resendAfterSeconds,
        marketingConsent: enableMarketingConsent ?? false,
      };
      session.isProfileCreated = status === 200;
      session.isLoggedIn = false;
      return 'save';
    }
    case 'verify-otp': {
      // The code was right: the service's proof of it is what amr-auth and profile then need. The
      // session is this phone's from here on, whatever the cookie held before.
      const { cCode, phnNo } = input as { cCode: string; phnNo: string };
      for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
      session.pendingPhone = { cCode, phnNo };
      session.sessionSecret = (data as { sessionSecret: string }).sessionSecret;
      session.isProfileCreated = status === 200;
      session.isLoggedIn = false;
      return 'save';
    }
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
      const result = data as ValidateAccountReply;
      if (!result.success || !result.auth || !result.userInfo) return 'none';
      const { sessionSecret, ...tokens } = result.auth;
      // A brand's spent client id proved the phone, as a code would have.
      for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
      session.sessionSecret = sessionSecret;
      signIn(session, tokens, result.userInfo);
      return 'save';
    }
    case 'logout':
    case 'amr-delete':
      return 'clear';
    default:
      return 'none';
  }
}

/** A successful reply's data as the browser may see it (the rest of the calls pass unchanged). */
export function browserData(name: CallName, data: unknown): unknown {
  switch (name) {
    case 'verify-otp':
      return { isProfileCreated: (data as { isProfileCreated: boolean }).isProfileCreated };
    case 'amr-auth':
    case 'refresh-token':
      return { signedIn: true };
    case 'validate-account': {
      const { success, userInfo } = data as ValidateAccountReply;
      return { success, userInfo };
    }
    default:
      return data;
  }
}
