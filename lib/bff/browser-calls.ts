import 'server-only';
import type { z } from 'zod';
import type { brandLinkInputSchema, LoginInput, loginInputSchema } from '@/lib/contract/auth';
import type { SessionData } from '@/lib/session/edge/session-cookie';
import { bffEnv } from '@/lib/config/env';
import { BffError } from './errors';
import type { RequestContext } from './request-context';

// How the BFF completes what a browser sends (a call definition's `browserRequest`) for the
// upstream: the browser never holds the client credentials, the refresh token or the device id.
// Each call's completion is its `complete` in lib/bff/call-behaviour.ts, built from these.

export type UpstreamCall = { body: unknown; headers?: Record<string, string> };

/** docs/product.md §7 validateAccount: brand and brandName in the body, the rest as headers. */
export function completeBrandLink(input: z.output<typeof brandLinkInputSchema>): UpstreamCall {
  return {
    body: { brand: input.brand, brandName: input.brandName ?? input.brand },
    headers: {
      clientid: input.clientId,
      brand: input.brand,
      brandname: input.brandName ?? input.brand,
      ...(input.deviceType ? { devicetype: input.deviceType } : {}),
      ...(input.saltKey ? { salt: input.saltKey } : {}),
    },
  };
}

/** The phone a code was sent to in this session (docs/product.md §4 Login): the only one it may verify. */
export function pendingPhone(session: SessionData) {
  const phone = session.pendingPhone;
  if (!phone) throw new BffError('session_required', 'phnNo');
  return { cCode: phone.cCode, phnNo: phone.phnNo };
}

/**
 * docs/product.md §4 Login: a code for the number the browser sends, or again for the session's
 * own number, with the marketing consent ticked when the first code was asked for.
 */
export function codeRequest(
  input: z.output<typeof loginInputSchema>,
  session: SessionData,
): LoginInput {
  if (!('resend' in input)) return input;
  return {
    ...pendingPhone(session),
    enableMarketingConsent: session.codeSent?.marketingConsent ?? false,
  };
}

/** The phone this session is signing in with, or is signed in as. */
export function sessionPhone(session: SessionData) {
  const phone = session.phone ?? session.pendingPhone;
  if (!phone) throw new BffError('session_required', 'phnNo');
  return { cCode: phone.cCode, phnNo: phone.phnNo };
}

export function amrAuthBody(ctx: RequestContext, session: SessionData, saltKey?: string) {
  const { clientId, clientSecret } = bffEnv();
  return {
    ...sessionPhone(session),
    ...(saltKey ? { saltKey } : {}),
    deviceId: ctx.deviceId,
    clientId,
    clientSecret,
    grantType: 'client_credentials' as const,
  };
}

export function refreshBody(session: SessionData, input: { brand?: string; pwa?: boolean } = {}) {
  if (!session.refreshToken) throw new BffError('unauthorized');
  return {
    brand: input.brand ?? 'AMRX',
    pwa: input.pwa ?? true,
    refreshToken: session.refreshToken,
  };
}
