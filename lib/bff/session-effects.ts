import 'server-only';
import type { LoginData, LoginInput, MemberProfile, TokenSet } from '@/lib/contract/auth';
import { CALLS, type CallName } from '@/lib/contract/calls';
import type { SessionData } from '@/lib/session/edge/session-cookie';
import { behaviourOf, type ReplyProjection, type SessionEffect } from './call-behaviour';

// How a successful call changes the member's session (docs/product.md §4 Login and Logout), and what of a
// session call's reply the browser may see: tokens and the session's secret live only in the
// sealed cookie, never in page script.

export type SessionChange = 'none' | 'save' | 'clear';

/** Whether a call can change the session (its behaviour then names a `session` effect). */
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

/** A success: its status and data, and the request the upstream was sent (completed by the BFF). */
type Reply = { status: number; data: unknown; sent: unknown; session: SessionData };

/** Empties the session: a new sign-in starts from a guest session. */
function clearAll(session: SessionData) {
  for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
}

// One way of changing the session per effect a call's behaviour names (lib/bff/call-behaviour.ts).
const SESSION_EFFECTS: Record<SessionEffect, (reply: Reply) => SessionChange> = {
  'code-sent': ({ status, data, sent: request, session }) => {
    const { cCode, phnNo, enableMarketingConsent } = request as LoginInput;
    const code = data as LoginData;
    // A new sign-in starts from a guest session (docs/product.md §4: 200 member, 201 profile needed).
    clearAll(session);
    session.pendingPhone = { cCode, phnNo };
    session.codeSent = {
      at: Date.now(),
      expiresInSeconds: code.expiresInSeconds,
      resendAfterSeconds: code.resendAfterSeconds,
      marketingConsent: enableMarketingConsent ?? false,
    };
    session.isProfileCreated = status === 200;
    session.isLoggedIn = false;
    return 'save';
  },
  'code-verified': ({ status, data, sent, session }) => {
    // The code was right: the service's proof of it is what amr-auth and profile then need. The
    // session is this phone's from here on, whatever the cookie held before.
    const { cCode, phnNo } = sent as { cCode: string; phnNo: string };
    clearAll(session);
    session.pendingPhone = { cCode, phnNo };
    session.sessionSecret = (data as { sessionSecret: string }).sessionSecret;
    session.isProfileCreated = status === 200;
    session.isLoggedIn = false;
    return 'save';
  },
  'profile-created': ({ session }) => {
    session.isProfileCreated = true;
    return 'save';
  },
  tokens: ({ data, session }) => {
    const tokens = data as TokenSet;
    signIn(session, tokens, tokens.user);
    return 'save';
  },
  'brand-sign-in': ({ data, session }) => {
    const result = data as ValidateAccountReply;
    if (!result.success || !result.auth || !result.userInfo) return 'none';
    const { sessionSecret, ...tokens } = result.auth;
    // A brand's spent client id proved the phone, as a code would have.
    clearAll(session);
    session.sessionSecret = sessionSecret;
    signIn(session, tokens, result.userInfo);
    return 'save';
  },
  clear: () => 'clear',
};

/** Two changes one after the other: a clear outlasts a save, a save outlasts nothing. */
export function bothChanges(first: SessionChange, second: SessionChange): SessionChange {
  if (first === 'clear' || second === 'clear') return 'clear';
  return first === 'save' || second === 'save' ? 'save' : 'none';
}

/** How a success changes the session, as the call's behaviour says. */
export function applySessionEffects(
  name: CallName,
  status: number,
  data: unknown,
  sent: unknown,
  session: SessionData,
): SessionChange {
  const effect = behaviourOf(name).session;
  return effect ? SESSION_EFFECTS[effect]({ status, data, sent, session }) : 'none';
}

const REPLY_PROJECTIONS: Record<ReplyProjection, (data: unknown) => unknown> = {
  'profile-state': (data) => ({
    isProfileCreated: (data as { isProfileCreated: boolean }).isProfileCreated,
  }),
  'signed-in': () => ({ signedIn: true }),
  member: (data) => {
    const { success, userInfo } = data as ValidateAccountReply;
    return { success, userInfo };
  },
};

/** A successful reply's data as the browser may see it (the rest of the calls pass unchanged). */
export function browserData(name: CallName, data: unknown): unknown {
  const projection = behaviourOf(name).reply;
  return projection ? REPLY_PROJECTIONS[projection](data) : data;
}
