import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';
import { HEADER } from '@/lib/contract/headers';
import { safeEqual } from '@/services/loyalty/domain/secrets';
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
