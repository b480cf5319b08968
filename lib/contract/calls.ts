import { z } from 'zod';
import * as auth from '@/lib/contract/auth';
import { EmptyRequestSchema } from '@/lib/contract/common';
import * as content from '@/lib/contract/content';
import * as loyalty from '@/lib/contract/loyalty';
import * as members from '@/lib/contract/members';

// One table per call name of SPEC §7 (plus the calls the service adds): the browser fetchers,
// the BFF and the service all read it, so a shape is written once (DESIGN §2).

/**
 * - public: no credentials.
 * - member: `Authorization: Bearer <access token>` from amr-auth / refresh-token / validate-account.
 * - client-credentials: the BFF's client id and secret in the body (amr-auth); never from a browser.
 * - refresh: a refresh token in the body.
 * - client-id: the short-lived `clientid` header issued by `client` (SPEC §7 validateAccount).
 * - partner: a brand system's API key in the x-amr-partner-key header plus the brand header.
 */
export type AuthPolicy =
  'public' | 'member' | 'client-credentials' | 'refresh' | 'client-id' | 'partner';

export interface CallDefinition<
  Req extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> {
  name: string;
  method: 'GET' | 'POST';
  /** Path on the loyalty service (the upstream). */
  path: string;
  request: Req;
  data: Data;
  /** SPEC §7: retried up to 3 times on a 5xx, only for the calls listed there. */
  retryOn5xx: boolean;
  auth: AuthPolicy;
  /** SPEC §7: `version: v1` on profile and edit-profile. */
  versionHeader?: 'v1';
  /** Which part of the service implements it: part 2 is the points ledger. */
  servedBy: 'service-part-1' | 'service-part-2';
}

export const UPSTREAM_PREFIX = '/v1';

function call<const N extends string, Req extends z.ZodType, Data extends z.ZodType>(
  name: N,
  def: Omit<CallDefinition<Req, Data>, 'name' | 'path' | 'servedBy'> & {
    servedBy?: CallDefinition['servedBy'];
  },
) {
  return { name, path: `${UPSTREAM_PREFIX}/${name}`, servedBy: 'service-part-1', ...def } as const;
}

const none = EmptyRequestSchema;
const P = 'service-part-2' as const;

export const CALLS = {
  login: call('login', {
    method: 'POST',
    request: auth.loginSchema,
    data: auth.LoginDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  'verify-otp': call('verify-otp', {
    method: 'POST',
    request: auth.verifyOtpSchema,
    data: auth.VerifyOtpDataSchema,
    retryOn5xx: true,
    auth: 'public',
  }),
  profile: call('profile', {
    method: 'POST',
    request: auth.createProfileSchema,
    data: auth.MemberProfileSchema,
    retryOn5xx: false,
    auth: 'public',
    versionHeader: 'v1',
  }),
  'amr-auth': call('amr-auth', {
    method: 'POST',
    request: auth.amrAuthSchema,
    data: auth.TokenSetSchema,
    retryOn5xx: true,
    auth: 'client-credentials',
  }),
  'refresh-token': call('refresh-token', {
    method: 'POST',
    request: auth.refreshTokenSchema,
    data: auth.TokenSetSchema,
    retryOn5xx: false,
    auth: 'refresh',
  }),
  logout: call('logout', {
    method: 'POST',
    request: auth.logoutSchema,
    data: auth.LogoutDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'sso-info': call('sso-info', {
    method: 'POST',
    request: auth.ssoInfoSchema,
    data: auth.SsoInfoDataSchema,
    retryOn5xx: true,
    auth: 'member',
  }),
  'sso-sessions': call('sso-sessions', {
    method: 'POST',
    request: none,
    data: auth.SsoInfoDataSchema,
    retryOn5xx: true,
    auth: 'member',
  }),
  'remove-session': call('remove-session', {
    method: 'POST',
    request: auth.removeSessionSchema,
    data: auth.RemoveSessionDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  client: call('client', {
    method: 'POST',
    request: auth.clientSchema,
    data: auth.ClientDataSchema,
    retryOn5xx: true,
    auth: 'partner',
  }),
  'verify-redirect': call('verify-redirect', {
    method: 'POST',
    request: auth.verifyRedirectSchema,
    data: auth.VerifyRedirectDataSchema,
    retryOn5xx: true,
    auth: 'client-id',
  }),
  'validate-account': call('validate-account', {
    method: 'POST',
    request: auth.validateAccountSchema,
    data: auth.ValidateAccountDataSchema,
    retryOn5xx: false,
    auth: 'client-id',
  }),
  'verify-at-brand': call('verify-at-brand', {
    method: 'POST',
    request: auth.verifyRedirectSchema,
    data: auth.VerifyRedirectDataSchema,
    retryOn5xx: false,
    auth: 'client-id',
  }),

  'edit-profile': call('edit-profile', {
    method: 'POST',
    request: members.editProfileSchema,
    data: auth.MemberProfileSchema,
    retryOn5xx: false,
    auth: 'member',
    versionHeader: 'v1',
  }),
  permissions: call('permissions', {
    method: 'POST',
    request: none,
    data: members.PermissionsDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'update-permission': call('update-permission', {
    method: 'POST',
    request: members.updatePermissionSchema,
    data: members.UpdatePermissionDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'amr-delete': call('amr-delete', {
    method: 'POST',
    request: members.amrDeleteSchema,
    data: members.AmrDeleteDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'device-id': call('device-id', {
    method: 'POST',
    request: members.deviceIdSchema,
    data: members.DeviceIdDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),

  config: call('config', {
    method: 'GET',
    request: none,
    data: content.AppConfigSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  'home-config': call('home-config', {
    method: 'GET',
    request: none,
    data: content.HomeConfigSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  content: call('content', {
    method: 'POST',
    request: content.contentSchema,
    data: content.ContentDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  'brand-stores': call('brand-stores', {
    method: 'POST',
    request: content.brandStoresSchema,
    data: content.BrandStoresDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  brands: call('brands', {
    method: 'GET',
    request: none,
    data: content.BrandsDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),

  'loyalty-brands': call('loyalty-brands', {
    method: 'POST',
    request: loyalty.loyaltyBrandsSchema,
    data: loyalty.LoyaltyBrandsDataSchema,
    retryOn5xx: true,
    auth: 'member',
    servedBy: P,
  }),
  'register-member': call('register-member', {
    method: 'POST',
    request: loyalty.registerMemberSchema,
    data: loyalty.RegisterMemberDataSchema,
    retryOn5xx: false,
    auth: 'member',
    servedBy: P,
  }),
  'reward-history': call('reward-history', {
    method: 'POST',
    request: loyalty.rewardHistorySchema,
    data: loyalty.RewardHistoryDataSchema,
    retryOn5xx: false,
    auth: 'member',
    servedBy: P,
  }),
  'reward-list': call('reward-list', {
    method: 'POST',
    request: loyalty.rewardListSchema,
    data: loyalty.RewardListDataSchema,
    retryOn5xx: true,
    auth: 'public',
    servedBy: P,
  }),
  'reward-details': call('reward-details', {
    method: 'POST',
    request: loyalty.rewardDetailsSchema,
    data: loyalty.RewardDetailsDataSchema,
    retryOn5xx: true,
    auth: 'public',
    servedBy: P,
  }),
  'voucher-list': call('voucher-list', {
    method: 'POST',
    request: loyalty.voucherListSchema,
    data: loyalty.VoucherListDataSchema,
    retryOn5xx: true,
    auth: 'member',
    servedBy: P,
  }),
  'voucher-details': call('voucher-details', {
    method: 'POST',
    request: loyalty.voucherDetailsSchema,
    data: loyalty.VoucherDetailsDataSchema,
    retryOn5xx: true,
    auth: 'member',
    servedBy: P,
  }),
  'redeem-reward': call('redeem-reward', {
    method: 'POST',
    request: loyalty.redeemRewardSchema,
    data: loyalty.RedeemRewardDataSchema,
    retryOn5xx: false,
    auth: 'member',
    servedBy: P,
  }),
  'remaining-limit': call('remaining-limit', {
    method: 'GET',
    request: none,
    data: loyalty.RemainingLimitDataSchema,
    retryOn5xx: false,
    auth: 'member',
    servedBy: P,
  }),
  'transfer-limits': call('transfer-limits', {
    method: 'GET',
    request: none,
    data: loyalty.TransferLimitsDataSchema,
    retryOn5xx: false,
    auth: 'public',
    servedBy: P,
  }),
  'transfer-quote': call('transfer-quote', {
    method: 'POST',
    request: loyalty.transferQuoteSchema,
    data: loyalty.TransferQuoteDataSchema,
    retryOn5xx: false,
    auth: 'member',
    servedBy: P,
  }),
  'transfer-points': call('transfer-points', {
    method: 'POST',
    request: loyalty.transferPointsSchema,
    data: loyalty.TransferPointsDataSchema,
    retryOn5xx: false,
    auth: 'member',
    servedBy: P,
  }),
} as const;

export type CallName = keyof typeof CALLS;
export type CallRequest<N extends CallName> = z.input<(typeof CALLS)[N]['request']>;
export type CallData<N extends CallName> = z.output<(typeof CALLS)[N]['data']>;

export function isCallName(name: string): name is CallName {
  return Object.prototype.hasOwnProperty.call(CALLS, name);
}
