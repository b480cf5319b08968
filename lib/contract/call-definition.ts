import type { z } from 'zod';
import type { CallMethod } from '@/lib/contract/call-methods';
import { EmptyRequestSchema } from '@/lib/contract/common';

// The shape of one entry of the call table (lib/contract/calls.ts).

/**
 * - public: no credentials.
 * - member: `Authorization: Bearer <access token>` from amr-auth / refresh-token / validate-account.
 * - client-credentials: the BFF's client id and secret in the body (amr-auth); never from a browser.
 * - refresh: a refresh token in the body.
 * - client-id: the short-lived `clientid` header issued by `client` (docs/product.md §7 validateAccount).
 * - partner: a brand system's API key in the x-amr-partner-key header plus the brand header.
 * - session: the session's own secret alone (`sessionSecret` below), with no token.
 */
export type AuthPolicy =
  'public' | 'member' | 'client-credentials' | 'refresh' | 'client-id' | 'partner' | 'session';

export interface CallDefinition<
  Req extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> {
  name: string;
  /**
   * docs/product.md §7: the calls read with GET say so; every other call is a POST. The browser's
   * fetcher keeps its own schema-free copy (lib/contract/call-methods.ts), held to this one by
   * tests/services/loyalty/call-agreement.test.ts.
   */
  method: CallMethod;
  /** Path on the loyalty service (the upstream). */
  path: string;
  request: Req;
  data: Data;
  /**
   * What a browser sends, where it differs from `request`: the BFF completes it for the upstream
   * (its `complete` in lib/bff/call-behaviour.ts) with what a browser never holds (client
   * credentials, the refresh token, the device id). Unset: the browser sends `request` itself. Numbers in any body are
   * refused in exponent form on every call alike (lib/contract/json-body.ts).
   */
  browserRequest?: z.ZodType;
  /**
   * Retried up to 3 times on a 5xx: the calls docs/product.md §7 lists, and every call that moves
   * points, whose idempotency key makes a repeat harmless.
   */
  retryOn5xx: boolean;
  auth: AuthPolicy;
  /**
   * The call moves points (docs/architecture.md §4): it carries an idempotency key, and a reply
   * lost after it was sent is an unknown outcome, never a plain failure.
   */
  movesPoints?: true;
  /**
   * How a 401 is recovered before the call is replayed once (docs/product.md §7 401 handling).
   * Unset: a call on the session's own secret has no token to renew ('none'); any other renews
   * the member's token ('refresh-token').
   */
  recovery?: 'refresh-token' | 'amr-auth' | 'none';
  /**
   * A success changes the browser's session: how is the call's `session` effect
   * (lib/bff/call-behaviour.ts, applied by lib/bff/session-effects.ts).
   */
  changesSession?: true;
  /** docs/product.md §7: `version: v1` on profile and edit-profile. */
  versionHeader?: 'v1';
  /**
   * The call carries the session's secret (HEADER.sessionSecret): it mints tokens for the session,
   * creates its new member's profile or reads its member. The BFF holds the secret, never a browser.
   */
  sessionSecret?: true;
}

export const UPSTREAM_PREFIX = '/v1';

type Definition = Omit<CallDefinition, 'name' | 'path' | 'method'> & { method?: 'GET' };

/** A definition as written, with the fields it leaves out still readable (and unset). */
type Defined<N extends string, D extends Definition> = Readonly<
  { name: N; path: string; method: CallMethod } & Omit<D, 'method'> &
    Omit<Definition, keyof D | 'method'>
>;

export function call<const N extends string, const D extends Definition>(
  name: N,
  def: D,
): Defined<N, D> {
  return { name, path: `${UPSTREAM_PREFIX}/${name}`, method: 'POST', ...def };
}

/** Request schema of calls without a body (GET) or with an empty JSON object. */
export const none = EmptyRequestSchema;
