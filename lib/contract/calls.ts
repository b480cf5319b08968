import type { z } from 'zod';
import * as auth from '@/lib/contract/auth';
import { call, none } from '@/lib/contract/call-definition';
import { LEDGER_CALLS } from '@/lib/contract/calls-ledger';
import * as content from '@/lib/contract/content';
import * as members from '@/lib/contract/members';
import * as push from '@/lib/contract/push';

// One table per call name of docs/product.md §7 (plus the calls the service adds): the browser fetchers,
// the BFF and the service all read it, so a shape is written once (docs/architecture.md §2).

export {
  UPSTREAM_PREFIX,
  type AuthPolicy,
  type CallDefinition,
} from '@/lib/contract/call-definition';

const MEMBER_CALLS = {
  login: call('login', {
    browserRequest: auth.loginInputSchema,
    request: auth.loginSchema,
    data: auth.LoginDataSchema,
    retryOn5xx: false,
    auth: 'public',
    changesSession: true,
  }),
  'verify-otp': call('verify-otp', {
    browserRequest: auth.verifyOtpInputSchema,
    request: auth.verifyOtpSchema,
    data: auth.VerifyOtpDataSchema,
    retryOn5xx: true,
    auth: 'public',
    changesSession: true,
  }),
  profile: call('profile', {
    browserRequest: auth.createProfileInputSchema,
    request: auth.createProfileSchema,
    data: auth.MemberProfileSchema,
    retryOn5xx: false,
    auth: 'public',
    changesSession: true,
    versionHeader: 'v1',
    sessionSecret: true,
  }),
  'amr-auth': call('amr-auth', {
    browserRequest: auth.amrAuthInputSchema,
    request: auth.amrAuthSchema,
    data: auth.TokenSetSchema,
    retryOn5xx: true,
    auth: 'client-credentials',
    changesSession: true,
    // Itself a way to a token, or the end of one: nothing to recover.
    recovery: 'none',
    sessionSecret: true,
  }),
  // The session's member as the service knows it now: every page a member's browser renders
  // takes the name, phone and brands from here (lib/session/member.ts).
  'session-member': call('session-member', {
    request: none,
    data: auth.SessionMemberSchema,
    retryOn5xx: false,
    auth: 'session',
    sessionSecret: true,
  }),
  'refresh-token': call('refresh-token', {
    browserRequest: auth.refreshInputSchema,
    request: auth.refreshTokenSchema,
    data: auth.TokenSetSchema,
    retryOn5xx: false,
    auth: 'refresh',
    changesSession: true,
    // Itself a way to a token, or the end of one: nothing to recover.
    recovery: 'none',
  }),
  logout: call('logout', {
    browserRequest: auth.logoutInputSchema,
    request: auth.logoutSchema,
    data: auth.LogoutDataSchema,
    retryOn5xx: false,
    auth: 'member',
    changesSession: true,
    // Itself a way to a token, or the end of one: nothing to recover.
    recovery: 'none',
  }),
  'sso-info': call('sso-info', {
    request: auth.ssoInfoSchema,
    data: auth.SsoInfoDataSchema,
    retryOn5xx: true,
    auth: 'member',
  }),
  'sso-sessions': call('sso-sessions', {
    request: none,
    data: auth.SsoInfoDataSchema,
    retryOn5xx: true,
    auth: 'member',
  }),
  'remove-session': call('remove-session', {
    request: auth.removeSessionSchema,
    data: auth.RemoveSessionDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  client: call('client', {
    request: auth.clientSchema,
    data: auth.ClientDataSchema,
    retryOn5xx: true,
    auth: 'partner',
  }),
  'verify-redirect': call('verify-redirect', {
    browserRequest: auth.brandLinkInputSchema,
    request: auth.verifyRedirectSchema,
    data: auth.VerifyRedirectDataSchema,
    retryOn5xx: true,
    auth: 'client-id',
  }),
  'validate-account': call('validate-account', {
    browserRequest: auth.brandLinkInputSchema,
    request: auth.validateAccountSchema,
    data: auth.ValidateAccountDataSchema,
    retryOn5xx: false,
    auth: 'client-id',
    changesSession: true,
  }),
  'verify-at-brand': call('verify-at-brand', {
    browserRequest: auth.brandLinkInputSchema,
    request: auth.verifyRedirectSchema,
    data: auth.VerifyRedirectDataSchema,
    retryOn5xx: false,
    auth: 'client-id',
  }),

  'edit-profile': call('edit-profile', {
    request: members.editProfileSchema,
    data: auth.MemberProfileSchema,
    retryOn5xx: false,
    auth: 'member',
    versionHeader: 'v1',
  }),
  permissions: call('permissions', {
    request: none,
    data: members.PermissionsDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'update-permission': call('update-permission', {
    request: members.updatePermissionSchema,
    data: members.UpdatePermissionDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'amr-delete': call('amr-delete', {
    request: members.amrDeleteSchema,
    data: members.AmrDeleteDataSchema,
    retryOn5xx: false,
    auth: 'member',
    changesSession: true,
  }),
  // docs/product.md §4 Reminders: this device's push subscription, bound to the session.
  'push-devices': call('push-devices', {
    request: none,
    data: push.PushDevicesDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'push-subscribe': call('push-subscribe', {
    request: push.pushSubscribeSchema,
    data: push.PushSubscribeDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'push-unsubscribe': call('push-unsubscribe', {
    request: none,
    data: push.PushUnsubscribeDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'device-id': call('device-id', {
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
    request: content.contentSchema,
    data: content.ContentDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  'brand-stores': call('brand-stores', {
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
} as const;

export const CALLS = { ...MEMBER_CALLS, ...LEDGER_CALLS } as const;

export type CallName = keyof typeof CALLS;
export type CallRequest<N extends CallName> = z.input<(typeof CALLS)[N]['request']>;
/** What a browser sends for a call: its own input where the BFF completes the call, else the request. */
export type BrowserRequest<N extends CallName> = (typeof CALLS)[N] extends {
  browserRequest: infer S extends z.ZodType;
}
  ? z.input<S>
  : CallRequest<N>;
export type CallData<N extends CallName> = z.output<(typeof CALLS)[N]['data']>;

export function isCallName(name: string): name is CallName {
  return Object.prototype.hasOwnProperty.call(CALLS, name);
}
