import type { Context } from 'hono';
import type { BrandCode } from '@/lib/contract/common';
import { HEADER } from '@/lib/contract/headers';
import { safeEqual } from '@/services/loyalty/domain/secrets';
import { unauthorized } from '@/services/loyalty/http/errors';
import type { RequestHeaders } from '@/services/loyalty/http/headers';
import type { ServiceSettings } from '@/services/loyalty/settings';

/** A brand system's call (auth policy 'partner'): its brand header and that brand's key. */
export function partnerBrand(
  c: Context,
  settings: ServiceSettings,
  headers: RequestHeaders,
): BrandCode {
  const key = c.req.header(HEADER.partnerKey) ?? '';
  const expected = settings.partnerKeys[headers.brand];
  if (!c.req.header(HEADER.brand) || !expected || !safeEqual(key, expected))
    throw unauthorized('Invalid partner credentials', 'invalid_partner');
  return headers.brand;
}
