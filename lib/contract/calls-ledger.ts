import { call, none } from '@/lib/contract/call-definition';
import * as loyalty from '@/lib/contract/loyalty';
import * as partner from '@/lib/contract/partner';

// Points, rewards and history calls, served by the ledger (service part 2, DESIGN §4), plus the
// partner API through which brands' order systems earn points for members.

const P = 'service-part-2' as const;

export const LEDGER_CALLS = {
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
  'expiring-soon': call('expiring-soon', {
    method: 'POST',
    request: none,
    data: loyalty.ExpiringSoonDataSchema,
    retryOn5xx: false,
    auth: 'member',
    servedBy: P,
  }),
  // Server to server: brand order systems (never the browser; the BFF does not forward them).
  'partner-order': call('partner-order', {
    method: 'POST',
    request: partner.partnerOrderSchema,
    data: partner.PartnerOrderDataSchema,
    retryOn5xx: false,
    auth: 'partner',
    servedBy: P,
  }),
  'partner-order-status': call('partner-order-status', {
    method: 'POST',
    request: partner.partnerOrderStatusSchema,
    data: partner.PartnerOrderDataSchema,
    retryOn5xx: false,
    auth: 'partner',
    servedBy: P,
  }),
} as const;
