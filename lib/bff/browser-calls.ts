import 'server-only';
import { z } from 'zod';
import type { brandLinkInputSchema } from '@/lib/contract/auth';
import {
  CALLS,
  type CallDefinition,
  type CallName,
  type CompletedCallName,
} from '@/lib/contract/calls';
import type { SessionData } from '@/lib/session/session-cookie';
import { bffEnv } from '@/lib/config/env';
import { BffError } from './errors';
import type { RequestContext } from './request-context';

// How the BFF completes what a browser sends (a call definition's `browserRequest`) for the
// upstream: the browser never holds the client credentials, the refresh token or the device id.

export type UpstreamCall = { body: unknown; headers?: Record<string, string> };

type Completion<N extends CompletedCallName> = (
  input: z.output<(typeof CALLS)[N]['browserRequest']>,
  ctx: RequestContext,
  session: SessionData,
) => UpstreamCall;

/** docs/product.md §7 validateAccount: brand and brandName in the body, the rest as headers. */
function completeBrandLink(input: z.output<typeof brandLinkInputSchema>): UpstreamCall {
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

// One completion for each call whose definition has a `browserRequest` (lib/contract/calls.ts),
// and for no other: the mapped type makes a missing or stray entry a type error.
const COMPLETIONS: { [N in CompletedCallName]: Completion<N> } = {
  'amr-auth': (input, ctx, session) => ({ body: amrAuthBody(ctx, session, input.saltKey) }),
  'refresh-token': (input, _ctx, session) => ({ body: refreshBody(session, input) }),
  logout: (input, ctx) => ({ body: { brand: input.brand ?? 'AMRX', deviceid: ctx.deviceId } }),
  'validate-account': completeBrandLink,
  'verify-redirect': completeBrandLink,
  'verify-at-brand': completeBrandLink,
};

/** Whether a browser may make this call at all: partner calls are server to server only. */
export function isBrowserCall(name: CallName): boolean {
  return CALLS[name].auth !== 'partner';
}

/** Parses the browser's input and completes it for the upstream; a bad field is a 400 naming it. */
export function prepareUpstreamCall(
  name: CallName,
  input: unknown,
  ctx: RequestContext,
  session: SessionData,
): { parsed: unknown; call: UpstreamCall } {
  const definition: CallDefinition = CALLS[name];
  const schema = definition.browserRequest ?? definition.request;
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new BffError('bad_request', issue?.path.join('.') || undefined, issue?.message);
  }
  const complete = definition.browserRequest
    ? (COMPLETIONS[name as CompletedCallName] as Completion<CompletedCallName>)
    : undefined;
  const call = complete ? complete(result.data as never, ctx, session) : { body: result.data };
  return { parsed: result.data, call };
}
