import { z } from 'zod';
import {
  BrandCodeSchema,
  CallingCodeSchema,
  CountryCodeSchema,
  EmailSchema,
  IsoDateTimeSchema,
  PersonNameSchema,
  PhoneNumberSchema,
} from '@/lib/contract/common';
import { nationalNumber } from '@/lib/contract/codes';
import { BROWSERS, PLATFORMS, type Device } from '@/lib/contract/device';

// Sign-in, tokens and sessions (docs/product.md §4 Login, §7 calls, §3 SSO info).

const phone = { cCode: CallingCodeSchema, phnNo: PhoneNumberSchema };

const keysOf = <T extends object>(names: T) =>
  Object.keys(names) as [keyof T & string, ...(keyof T & string)[]];

/** A session's device as data (lib/contract/device.ts). */
export const DeviceSchema = z.object({
  browser: z.enum([...keysOf(BROWSERS), 'other']),
  os: z.enum([...keysOf(PLATFORMS), 'none']),
}) satisfies z.ZodType<Device>;

export const loginSchema = z.object({ ...phone, enableMarketingConsent: z.boolean().optional() });
/**
 * What a browser sends to be sent a code: the number as the member typed it (spaces and a leading
 * 0 are the BFF's to drop, lib/contract/codes.ts nationalNumber), or a resend of the session's own
 * code, which goes to the number and with the consent the session already holds
 * (docs/product.md §4 Login: sign-in is one flow the BFF runs).
 */
export const loginInputSchema = z.union([
  z.object({
    cCode: CallingCodeSchema,
    phnNo: z.string().max(64).transform(nationalNumber).pipe(PhoneNumberSchema),
    enableMarketingConsent: z.boolean().optional(),
  }),
  z.object({ resend: z.literal(true) }),
]);
/** Identical for registered and unregistered numbers; only the status (200/201) differs (docs/product.md §4). */
export const LoginDataSchema = z.object({
  otpLength: z.number().int().min(4).max(8),
  expiresInSeconds: z.number().int().positive(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type LoginInput = z.infer<typeof loginSchema>;
export type LoginData = z.infer<typeof LoginDataSchema>;

const otp = z.string().regex(/^[0-9]{4,8}$/, 'Invalid code');
export const verifyOtpSchema = z.object({ ...phone, otp });
/** The browser sends the code alone: the number is the session's (lib/bff/call-behaviour.ts). */
export const verifyOtpInputSchema = z.object({ otp });
/** The session's secret (lib/contract/headers.ts sessionSecret): its holder proved the phone. */
export const SessionSecretSchema = z.string().regex(/^ss_[A-Za-z0-9_-]{43}$/);
export const VerifyOtpDataSchema = z.object({
  isProfileCreated: z.boolean(),
  sessionSecret: SessionSecretSchema,
});

export const MemberBrandSchema = z.object({ brand: BrandCodeSchema, adpUserId: z.string() });
export const MaskedUserDetailsSchema = z.object({
  maskedName: z.string(),
  maskedPhnNo: z.string(),
  maskedEmail: z.string().nullable(),
});
export const MemberProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  cCode: z.string(),
  phnNo: z.string(),
  fullPhnNo: z.string(),
  country: CountryCodeSchema,
  brands: z.array(MemberBrandSchema),
  isProfileCreated: z.boolean(),
  enableMarketingConsent: z.boolean(),
  maskedUserDetails: MaskedUserDetailsSchema,
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/** The session's member, and whether they joined in this very session (greeted "Welcome"). */
export const SessionMemberSchema = MemberProfileSchema.extend({ joinedInThisSession: z.boolean() });
export type SessionMember = z.infer<typeof SessionMemberSchema>;

const profileFields = {
  name: PersonNameSchema,
  email: EmailSchema,
  enableMarketingConsent: z.boolean().optional(),
  /** The member ticked "I accept the Terms & Conditions and the Privacy Policy" (docs/product.md §4 Login). */
  acceptTerms: z.literal(true, 'Accept the terms and the privacy policy'),
};
export const createProfileSchema = z.object({ ...phone, ...profileFields });
/** The browser sends the profile alone: the number is the session's, proved by its code. */
export const createProfileInputSchema = z.object(profileFields);

export const amrAuthSchema = z.object({
  ...phone,
  saltKey: z.string().max(256).optional(),
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'Invalid device id'),
  clientId: z.string().min(1).max(128),
  clientSecret: z.string().min(1).max(256),
  grantType: z.literal('client_credentials'),
});

export const TokenSetSchema = z.object({
  tokenType: z.literal('Bearer'),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().positive(),
  sessionId: z.string(),
  user: MemberProfileSchema,
});
export type TokenSet = z.infer<typeof TokenSetSchema>;

export const refreshTokenSchema = z.object({
  brand: BrandCodeSchema.optional(),
  pwa: z.boolean().optional(),
  refreshToken: z.string().min(1).max(256),
});

export const logoutSchema = z.object({
  brand: BrandCodeSchema.optional(),
  deviceid: z.string().max(128).optional(),
});
export const LogoutDataSchema = z.object({ loggedOut: z.literal(true) });

export const LoginSessionSchema = z.object({
  sessionId: z.string(),
  deviceId: z.string(),
  deviceModel: z.string(),
  /**
   * The same device as data (lib/contract/device.ts), for the page to name in its own language;
   * null when the kept name is outside the vocabulary. Absent from an upstream that sends only
   * deviceModel.
   */
  device: DeviceSchema.nullable().optional(),
  channel: z.string(),
  brand: z.string(),
  createdAt: IsoDateTimeSchema,
  lastLoggedInAt: IsoDateTimeSchema,
  isCurrentDevice: z.boolean(),
  /** The device gets expiry reminders by push (docs/product.md §4 Reminders); ends with the session. */
  reminders: z.boolean().optional(),
});
export const SsoInfoDataSchema = z.object({
  ssoInfo: z.object({ logins: z.array(LoginSessionSchema) }),
});
export const ssoInfoSchema = z.object({
  saltKey: z.string().max(256).optional(),
  brand: BrandCodeSchema.optional(),
});

export const removeSessionSchema = z.object({ sessionId: z.uuid('Invalid session id') });
export const RemoveSessionDataSchema = z.object({ removed: z.literal(true) });

// Deep-link sign-in from a brand app (docs/product.md §4 Account validation, §7 validateAccount).
export const clientSchema = z.object({ ...phone });
export const ClientDataSchema = z.object({
  clientId: z.string(),
  expiresIn: z.number().int().positive(),
});

export const verifyRedirectSchema = z.object({ brand: BrandCodeSchema });
export const VerifyRedirectDataSchema = z.object({
  brand: BrandCodeSchema,
  isProfileCreated: z.boolean(),
  maskedUserDetails: MaskedUserDetailsSchema.nullable(),
});

export const validateAccountSchema = z.object({
  brand: BrandCodeSchema,
  brandName: BrandCodeSchema.optional(),
});
export const ValidateAccountDataSchema = z.object({
  success: z.boolean(),
  userInfo: MemberProfileSchema.nullable(),
  auth: TokenSetSchema.omit({ user: true })
    .extend({ sessionSecret: SessionSecretSchema })
    .nullable(),
});

// What a browser sends for the calls the BFF completes (lib/bff/browser-calls.ts): the browser
// never holds the client credentials, the refresh token, the device id or the session's secret.

const headerSafe = z
  .string()
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]*$/, 'Invalid value');

/** A brand app's sign-in link (docs/product.md §7 validateAccount), as the page read it. */
export const brandLinkInputSchema = z.object({
  brand: BrandCodeSchema,
  brandName: BrandCodeSchema.optional(),
  clientId: headerSafe.min(1),
  deviceType: headerSafe.optional(),
  saltKey: headerSafe.optional(),
});
export const amrAuthInputSchema = z.object({ saltKey: z.string().max(256).optional() });
export const refreshInputSchema = z.object({
  brand: BrandCodeSchema.optional(),
  pwa: z.boolean().optional(),
});
/** `session`: log out only if the cookie still names this session (components/layout/session-watch.tsx). */
export const logoutInputSchema = z.object({
  brand: BrandCodeSchema.optional(),
  session: z.string().max(64).optional(),
});
