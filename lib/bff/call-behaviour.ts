import 'server-only';
import type { z } from 'zod';
import { CALLS, type CallData, type CallName } from '@/lib/contract/calls';
import type { SessionData } from '@/lib/session/edge/session-cookie';
import {
  amrAuthBody,
  codeRequest,
  completeBrandLink,
  pendingPhone,
  refreshBody,
  type UpstreamCall,
} from './browser-calls';
import type { RequestContext } from './request-context';

// What the BFF does around each call, as data beside its contract definition (lib/contract/calls.ts,
// which says the method, the schemas, the auth and the retries): the rest of lib/bff reads these
// fields and never branches on a call's name (docs/architecture.md §1,
// tests/lib/bff/no-name-branches.test.ts). A call with no entry is sent as the browser wrote it,
// changes no session, and shows its whole reply.

/** The browser's input once parsed: its `browserRequest` where the call has one, else `request`. */
export type ParsedInput<N extends CallName> = (typeof CALLS)[N] extends {
  browserRequest: infer S extends z.ZodType;
}
  ? z.output<S>
  : z.output<(typeof CALLS)[N]['request']>;

/** Completes a browser's input for the upstream with what a browser never holds. */
export type Completion<N extends CallName> = (
  input: ParsedInput<N>,
  ctx: RequestContext,
  session: SessionData,
) => UpstreamCall;

/**
 * What a success does to the session (lib/bff/session-effects.ts, docs/product.md §4 Login and
 * Logout):
 * - code-sent: a guest session remembering the phone the code went to;
 * - code-verified: this phone's session, holding the service's proof of the code;
 * - profile-created: the session's new member has a profile;
 * - tokens: signed in with the tokens of the reply;
 * - brand-sign-in: signed in by a brand's client id, with the reply's tokens and secret;
 * - clear: the session ends.
 */
export type SessionEffect =
  'code-sent' | 'code-verified' | 'profile-created' | 'tokens' | 'brand-sign-in' | 'clear';

/**
 * What the browser may see of a success's reply (lib/bff/session-effects.ts browserData): tokens
 * and the session's secret stay in the sealed cookie.
 * - profile-state: only whether the member has a profile;
 * - signed-in: only that the session is signed in;
 * - member: the outcome and the member, without the tokens.
 */
export type ReplyProjection = 'profile-state' | 'signed-in' | 'member';

export type CallBehaviour<N extends CallName> = {
  /** Required exactly for a call with a `browserRequest` (lib/bff/browser-calls.ts). */
  complete?: Completion<N>;
  /** Required exactly for a call marked `changesSession` in its definition. */
  session?: SessionEffect;
  /**
   * docs/product.md §4 Login, one flow: after a success (one `when` accepts, if given) the BFF
   * makes this call itself on the same session, and the browser's reply waits for it. A failure
   * of it is the reply; what the first call did to the session is kept.
   */
  then?: { call: CallName; when?: (status: number) => boolean };
  /** `false`: only the BFF makes this call (a `then` of another); a browser asking gets 404. */
  fromBrowser?: false;
  /** Unset: the browser sees the reply's data whole. */
  reply?: ReplyProjection;
  /**
   * docs/product.md §4 Logout: the session cookie is cleared whatever the outcome — a failure, a
   * 401 or an error before any answer — not only on a success.
   */
  clearsCookie?: 'always';
  /**
   * docs/product.md §4 Logout: ending a session that has already ended (elsewhere, or here a
   * moment ago) is done. This reply answers a session without an access token, unasked, and a
   * 401 of the service; `meantSession` names the session the browser meant, and one other than
   * the cookie's is answered the same but leaves the cookie alone.
   */
  whenEnded?: {
    message: string;
    data: CallData<N>;
    meantSession: (input: ParsedInput<N>) => string | undefined;
  };
  /** A success's reply gives the device id the `_fp` cookie takes (lib/bff/request-context.ts). */
  setsDeviceCookie?: (data: CallData<N>) => string;
  /**
   * docs/product.md §4 Language: once this call has signed the session in, the country cookie
   * follows the phone's calling code.
   */
  setsCountryCookie?: true;
  /** docs/product.md §7 Token refresh: the `pwa` flag of the refresh that recovers its 401. */
  refreshAsPwa?: false;
};

type HasBrowserRequest<N extends CallName> = (typeof CALLS)[N] extends {
  browserRequest: z.ZodType;
}
  ? true
  : false;
type ChangesSession<N extends CallName> = (typeof CALLS)[N] extends { changesSession: true }
  ? true
  : false;

/** The fields a call's definition makes required, or forbids. */
type Checked<N extends CallName> = CallBehaviour<N> &
  (HasBrowserRequest<N> extends true ? { complete: Completion<N> } : { complete?: never }) &
  (ChangesSession<N> extends true ? { session: SessionEffect } : { session?: never });

/** The calls that must have an entry: the compiler names a missing or stray completion or effect. */
type Required = {
  [N in CallName]: HasBrowserRequest<N> extends true
    ? N
    : ChangesSession<N> extends true
      ? N
      : never;
}[CallName];

type Table = { [N in Required]: Checked<N> } & { [N in Exclude<CallName, Required>]?: Checked<N> };

const BEHAVIOUR: Table = {
  login: {
    complete: (input, _ctx, session) => ({ body: codeRequest(input, session) }),
    session: 'code-sent',
  },
  'verify-otp': {
    complete: (input, _ctx, session) => ({ body: { ...pendingPhone(session), otp: input.otp } }),
    session: 'code-verified',
    reply: 'profile-state',
    // docs/product.md §4 Login: 200 is a member, signed in at once; 211 needs a profile first.
    then: { call: 'amr-auth', when: (status) => status === 200 },
  },
  profile: {
    complete: (input, _ctx, session) => ({ body: { ...pendingPhone(session), ...input } }),
    session: 'profile-created',
    reply: 'signed-in',
    then: { call: 'amr-auth' },
  },
  'amr-auth': {
    complete: (input, ctx, session) => ({ body: amrAuthBody(ctx, session, input.saltKey) }),
    session: 'tokens',
    reply: 'signed-in',
    setsCountryCookie: true,
    fromBrowser: false,
  },
  'refresh-token': {
    complete: (input, _ctx, session) => ({ body: refreshBody(session, input) }),
    session: 'tokens',
    reply: 'signed-in',
  },
  'validate-account': {
    complete: completeBrandLink,
    session: 'brand-sign-in',
    reply: 'member',
    setsCountryCookie: true,
    refreshAsPwa: false,
  },
  'verify-redirect': { complete: completeBrandLink },
  'verify-at-brand': { complete: completeBrandLink },
  logout: {
    complete: (input, ctx) => ({ body: { brand: input.brand ?? 'AMRX', deviceid: ctx.deviceId } }),
    session: 'clear',
    clearsCookie: 'always',
    whenEnded: {
      message: 'Logged out',
      data: { loggedOut: true },
      meantSession: (input) => input.session,
    },
  },
  'amr-delete': { session: 'clear' },
  'device-id': { setsDeviceCookie: (data) => data.deviceId },
  // The pass card's secret goes into the pass the BFF signs, never to the page (lib/wallet/google-pass.ts).
  'wallet-pass': { fromBrowser: false },
  // Apple's pass web service: the wallet calls the BFF's handlers (app/api/wallet/apple/v1), never
  // a page; each carries the pass's own token, which no browser holds.
  'apple-pass-register': { fromBrowser: false },
  'apple-pass-unregister': { fromBrowser: false },
  'apple-pass-serials': { fromBrowser: false },
  'apple-pass-latest': { fromBrowser: false },
};

const NOTHING: CallBehaviour<CallName> = {};

/** A call's behaviour; a call without an entry has none of it. */
export function behaviourOf<N extends CallName>(name: N): CallBehaviour<N> {
  return (BEHAVIOUR as { [K in CallName]?: CallBehaviour<K> })[name] ?? NOTHING;
}
