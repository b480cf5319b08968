import 'server-only';
import { z } from 'zod';
import { CALLS, type CallName } from '@/lib/contract/calls';
import { BrandCodeSchema } from '@/lib/contract/common';
import type { SessionData } from '@/lib/session/session-cookie';
import { bffEnv } from '@/lib/env';
import { BffError } from './errors';
import type { RequestContext } from './request-context';

// What the browser sends for each call, and how the BFF completes it for the upstream: the
// browser never holds the client credentials, the refresh token or the device id.

export type UpstreamCall = { body: unknown; headers?: Record<string, string> };

type Adapter = {
  schema: z.ZodType;
  toUpstream: (input: never, ctx: RequestContext, session: SessionData) => UpstreamCall;
};

const headerSafe = z
  .string()
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]*$/, 'Invalid value');

const deepLink = z.object({
  brand: BrandCodeSchema,
  brandName: BrandCodeSchema.optional(),
  clientId: headerSafe.min(1),
  deviceType: headerSafe.optional(),
  saltKey: headerSafe.optional(),
});

function deepLinkAdapter(): Adapter {
  return {
    schema: deepLink,
    // docs/product.md §7 validateAccount: brand and brandName in the body, the rest as headers.
    toUpstream: (input: z.infer<typeof deepLink>) => ({
      body: { brand: input.brand, brandName: input.brandName ?? input.brand },
      headers: {
        clientid: input.clientId,
        brand: input.brand,
        brandname: input.brandName ?? input.brand,
        ...(input.deviceType ? { devicetype: input.deviceType } : {}),
        ...(input.saltKey ? { salt: input.saltKey } : {}),
      },
    }),
  };
}

const amrAuthInput = z.object({ saltKey: z.string().max(256).optional() });
const refreshInput = z.object({ brand: BrandCodeSchema.optional(), pwa: z.boolean().optional() });
/** `session`: log out only if the cookie still names this session (components/layout/session-watch.tsx). */
const logoutInput = z.object({
  brand: BrandCodeSchema.optional(),
  session: z.string().max(64).optional(),
});

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

const ADAPTERS: Partial<Record<CallName, Adapter>> = {
  'amr-auth': {
    schema: amrAuthInput,
    toUpstream: (input: z.infer<typeof amrAuthInput>, ctx, session) => ({
      body: amrAuthBody(ctx, session, input.saltKey),
    }),
  },
  'refresh-token': {
    schema: refreshInput,
    toUpstream: (input: z.infer<typeof refreshInput>, _ctx, session) => ({
      body: refreshBody(session, input),
    }),
  },
  logout: {
    schema: logoutInput,
    toUpstream: (input: z.infer<typeof logoutInput>, ctx) => ({
      body: { brand: input.brand ?? 'AMRX', deviceid: ctx.deviceId },
    }),
  },
  'validate-account': deepLinkAdapter(),
  'verify-redirect': deepLinkAdapter(),
  'verify-at-brand': deepLinkAdapter(),
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
  const adapter = ADAPTERS[name];
  const schema = adapter?.schema ?? CALLS[name].request;
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new BffError('bad_request', issue?.path.join('.') || undefined, issue?.message);
  }
  const call = adapter
    ? adapter.toUpstream(result.data as never, ctx, session)
    : { body: result.data };
  return { parsed: result.data, call };
}
