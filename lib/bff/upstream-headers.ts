import 'server-only';
import { CALLS, type CallName } from '@/lib/contract/calls';
import { HEADER } from '@/lib/contract/headers';
import type { SessionData } from '@/lib/session/edge/session-cookie';
import { BffError } from './errors';
import type { RequestContext } from './request-context';

// docs/product.md §7 "Headers on every call", built on the server from what the BFF knows. None of the
// browser's own headers (Cookie, Host, Authorization, X-Forwarded-*) is ever copied.

const SAFE_VALUE = /^[\x20-\x7E]{0,256}$/;

export function upstreamHeaders(
  name: CallName,
  ctx: RequestContext,
  session: SessionData,
  extra: Record<string, string> = {},
  bffSecret?: string,
): Record<string, string> {
  const def = CALLS[name];
  const headers: Record<string, string> = {
    [HEADER.deviceId]: ctx.deviceId,
    [HEADER.deviceModel]: ctx.deviceModel,
    [HEADER.brand]: 'AMRX',
    [HEADER.language]: ctx.locale === 'ar' ? 'Ar' : 'En',
    [HEADER.country]: ctx.country,
    [HEADER.channel]: 'pwa',
    'content-type': 'application/json',
    'x-correlation-id': ctx.correlationId,
  };
  if (def.versionHeader) headers[HEADER.version] = def.versionHeader;
  if (def.auth === 'member' && session.accessToken)
    headers[HEADER.authorization] = `Bearer ${session.accessToken}`;
  if ('sessionSecret' in def && session.sessionSecret)
    headers[HEADER.sessionSecret] = session.sessionSecret;
  if (bffSecret) {
    headers[HEADER.bffSecret] = bffSecret;
    if (ctx.clientIp) headers[HEADER.clientIp] = ctx.clientIp;
  }
  for (const [key, value] of Object.entries(extra)) {
    if (!SAFE_VALUE.test(value)) throw new BffError('invalid_header', key);
    headers[key.toLowerCase()] = value;
  }
  for (const [key, value] of Object.entries(headers)) {
    if (!SAFE_VALUE.test(value)) throw new BffError('invalid_header', key);
  }
  return headers;
}
