import { call, none } from '@/lib/contract/call-definition';
import * as applePass from '@/lib/contract/apple-pass';
import * as loyalty from '@/lib/contract/loyalty';
import * as partner from '@/lib/contract/partner';

// Points, rewards and history calls, served by the ledger (docs/architecture.md §4), plus the partner API
// through which brands' order systems earn points for members.

export const LEDGER_CALLS = {
  'loyalty-brands': call('loyalty-brands', {
    request: loyalty.loyaltyBrandsSchema,
    data: loyalty.LoyaltyBrandsDataSchema,
    retryOn5xx: true,
    auth: 'member',
    // docs/product.md §7: the balance calls sign in again rather than refresh.
    recovery: 'amr-auth',
  }),
  'register-member': call('register-member', {
    request: loyalty.registerMemberSchema,
    data: loyalty.RegisterMemberDataSchema,
    retryOn5xx: true,
    auth: 'member',
    movesPoints: true,
  }),
  'reward-history': call('reward-history', {
    request: loyalty.rewardHistorySchema,
    data: loyalty.RewardHistoryDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'reward-list': call('reward-list', {
    request: loyalty.rewardListSchema,
    data: loyalty.RewardListDataSchema,
    retryOn5xx: true,
    auth: 'public',
  }),
  'reward-details': call('reward-details', {
    request: loyalty.rewardDetailsSchema,
    data: loyalty.RewardDetailsDataSchema,
    retryOn5xx: true,
    auth: 'public',
  }),
  'voucher-list': call('voucher-list', {
    request: loyalty.voucherListSchema,
    data: loyalty.VoucherListDataSchema,
    retryOn5xx: true,
    auth: 'member',
  }),
  'voucher-details': call('voucher-details', {
    request: loyalty.voucherDetailsSchema,
    data: loyalty.VoucherDetailsDataSchema,
    retryOn5xx: true,
    auth: 'member',
  }),
  'redeem-reward': call('redeem-reward', {
    request: loyalty.redeemRewardSchema,
    data: loyalty.RedeemRewardDataSchema,
    retryOn5xx: true,
    auth: 'member',
    movesPoints: true,
  }),
  'remaining-limit': call('remaining-limit', {
    method: 'GET',
    request: none,
    data: loyalty.RemainingLimitDataSchema,
    retryOn5xx: false,
    auth: 'member',
    // docs/product.md §7: the balance calls sign in again rather than refresh.
    recovery: 'amr-auth',
  }),
  'transfer-limits': call('transfer-limits', {
    method: 'GET',
    request: none,
    data: loyalty.TransferLimitsDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  'transfer-quote': call('transfer-quote', {
    request: loyalty.transferQuoteSchema,
    data: loyalty.TransferQuoteDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  // The transfers that would bring a reward's missing points (docs/product.md §2 Transfer-points popup).
  'transfer-options': call('transfer-options', {
    request: loyalty.transferOptionsSchema,
    data: loyalty.TransferOptionsDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  'transfer-points': call('transfer-points', {
    request: loyalty.transferPointsSchema,
    data: loyalty.TransferPointsDataSchema,
    retryOn5xx: true,
    auth: 'member',
    movesPoints: true,
  }),
  'expiring-soon': call('expiring-soon', {
    request: none,
    data: loyalty.ExpiringSoonDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  // This device's member card and the live activated vouchers, kept for the till offline.
  'member-wallet': call('member-wallet', {
    request: none,
    data: loyalty.MemberWalletDataSchema,
    // Read in the background; the next page asks again.
    retryOn5xx: false,
    auth: 'member',
  }),
  // A new member card for a pass in the phone's wallet; only the BFF asks, to sign the pass.
  'wallet-pass': call('wallet-pass', {
    request: loyalty.walletPassSchema,
    data: loyalty.WalletPassDataSchema,
    retryOn5xx: false,
    auth: 'member',
  }),
  // Apple's pass web service (app/api/wallet/apple/v1), which the BFF answers for the wallet: each
  // call but the device's list carries the pass's own token, which the service checks. BFF only.
  'apple-pass-register': call('apple-pass-register', {
    request: applePass.applePassRegisterSchema,
    data: applePass.ApplePassRegisterDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  'apple-pass-unregister': call('apple-pass-unregister', {
    request: applePass.applePassUnregisterSchema,
    data: applePass.ApplePassUnregisterDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  'apple-pass-serials': call('apple-pass-serials', {
    request: applePass.applePassSerialsSchema,
    data: applePass.ApplePassSerialsDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  'apple-pass-latest': call('apple-pass-latest', {
    request: applePass.applePassLatestSchema,
    data: applePass.ApplePassLatestDataSchema,
    retryOn5xx: false,
    auth: 'public',
  }),
  // Server to server: brand order systems (never the browser; the BFF does not forward them).
  'partner-order': call('partner-order', {
    request: partner.partnerOrderSchema,
    data: partner.PartnerOrderDataSchema,
    retryOn5xx: false,
    auth: 'partner',
  }),
  'partner-order-status': call('partner-order-status', {
    request: partner.partnerOrderStatusSchema,
    data: partner.PartnerOrderDataSchema,
    retryOn5xx: false,
    auth: 'partner',
  }),
} as const;
