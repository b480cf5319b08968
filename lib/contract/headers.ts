import { z } from 'zod';
import { BrandCodeSchema, CountryCodeSchema } from '@/lib/contract/common';

// docs/product.md §7 "Headers on every call". Values are bounded and free of control characters so a
// header can never smuggle CR/LF/NUL (docs/quality.md §2 item 13).
const headerValue = z
  .string()
  .max(256)
  .regex(/^[\x20-\x7E]*$/, 'Invalid header value');

export const LanguageHeaderSchema = z.enum(['En', 'Ar']);
export type LanguageHeader = z.infer<typeof LanguageHeaderSchema>;

export const ChannelSchema = z.enum(['pwa', 'app', 'web', 'partner']);

export const HEADER = {
  deviceId: 'deviceid',
  deviceModel: 'devicemodel',
  brand: 'brand',
  language: 'language',
  country: 'country',
  channel: 'channel',
  version: 'version',
  clientId: 'clientid',
  authorization: 'authorization',
  /** Client IP as seen by the BFF; trusted only together with a matching BFF_SECRET header. */
  clientIp: 'x-amr-client-ip',
  /** Shared secret proving a request comes from our BFF (server to server). */
  bffSecret: 'x-amr-bff-secret',
  /**
   * The session's own secret (verify-otp and validate-account hand it out), for the calls whose
   * definition sets `sessionSecret` (lib/contract/call-definition.ts): the proof that this
   * browser proved the phone.
   */
  sessionSecret: 'x-amr-session-secret',
  /** Partner (brand system) API key, for calls with auth policy 'partner'. */
  partnerKey: 'x-amr-partner-key',
} as const;

export const CommonHeadersSchema = z.object({
  deviceid: headerValue
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'Invalid device id'))
    .optional(),
  devicemodel: headerValue.optional(),
  brand: BrandCodeSchema.optional(),
  language: LanguageHeaderSchema.optional(),
  country: CountryCodeSchema.optional(),
  channel: ChannelSchema.optional(),
});
export type CommonHeaders = z.infer<typeof CommonHeadersSchema>;

export { headerValue as HeaderValueSchema };
