import type { Context } from 'hono';
import type { BrandCode, CountryCode } from '@/lib/contract/common';
import { SessionSecretSchema } from '@/lib/contract/auth';
import { CommonHeadersSchema, HEADER } from '@/lib/contract/headers';
import { badRequest } from '@/services/loyalty/http/errors';

export interface RequestHeaders {
  deviceId: string | null;
  deviceModel: string;
  brand: BrandCode;
  language: 'en' | 'ar';
  country: CountryCode;
  channel: string;
}

/** docs/product.md §7 headers, validated; defaults follow docs/product.md §9 (brand AMRX, UAE, English). */
export function readCommonHeaders(c: Context): RequestHeaders {
  const names = [
    HEADER.deviceId,
    HEADER.deviceModel,
    HEADER.brand,
    HEADER.language,
    HEADER.country,
    HEADER.channel,
  ] as const;
  const raw: Record<string, string> = {};
  for (const n of names) {
    const v = c.req.header(n);
    if (v !== undefined && v !== '') raw[n] = v;
  }
  const parsed = CommonHeadersSchema.safeParse(raw);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'headers');
    throw badRequest(field, `Invalid ${field} header`);
  }
  const h = parsed.data;
  return {
    deviceId: h.deviceid ?? null,
    deviceModel: h.devicemodel ?? 'Unknown device',
    brand: h.brand ?? 'AMRX',
    language: h.language === 'Ar' ? 'ar' : 'en',
    country: h.country ?? 'UAE',
    channel: h.channel ?? 'pwa',
  };
}

/** The session's secret the call carries (lib/contract/headers.ts), or undefined: no proof. */
export function sessionSecretOf(c: Context): string | undefined {
  const parsed = SessionSecretSchema.safeParse(c.req.header(HEADER.sessionSecret));
  return parsed.success ? parsed.data : undefined;
}

export function requireDeviceId(headers: RequestHeaders): string {
  if (!headers.deviceId) throw badRequest('deviceid', 'The deviceid header is required');
  return headers.deviceId;
}
