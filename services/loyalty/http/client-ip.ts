import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { isIP } from 'node:net';
import { HEADER } from '@/lib/contract/headers';
import { safeEqual } from '@/services/loyalty/domain/secrets';
import { unauthorized } from '@/services/loyalty/http/errors';
import type { ServiceSettings } from '@/services/loyalty/settings';

/**
 * The client IP for rate limits: the BFF's x-amr-client-ip header, believed only with the shared
 * BFF secret (anyone else could forge it), otherwise the socket's peer address.
 */
export function clientIp(c: Context, settings: ServiceSettings): string {
  const secret = c.req.header(HEADER.bffSecret);
  const forwarded = c.req.header(HEADER.clientIp)?.trim();
  if (
    settings.bffSecret &&
    secret &&
    forwarded &&
    isIP(forwarded) &&
    safeEqual(secret, settings.bffSecret)
  ) {
    return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * A request carrying a BFF secret this service does not hold is refused, not served: the web
 * app's LOYALTY_BFF_SECRET differs from the service's, and serving it would count every member
 * as the web app's own address, so one busy hour would limit them all. The web app's readiness
 * probe (lib/server/readiness.ts) reports the refusal (docs/production.md §7).
 */
export function refuseForeignBffSecret(settings: ServiceSettings): MiddlewareHandler {
  return async (c, next) => {
    const secret = c.req.header(HEADER.bffSecret);
    if (secret !== undefined && !(settings.bffSecret && safeEqual(secret, settings.bffSecret)))
      throw unauthorized('The BFF secret does not match this service', 'invalid_bff_secret');
    await next();
  };
}
