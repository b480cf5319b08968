import { z } from 'zod';
import {
  BrandCodeSchema,
  CallingCodeSchema,
  EmailSchema,
  IsoDateTimeSchema,
  PhoneNumberSchema,
} from '@/lib/contract/common';
import { ErrorDataSchema } from '@/lib/contract/envelope';
import { PASS_WALLETS, type MemberCard } from '@/lib/contract/member-card';

// Points, rewards and history calls (docs/product.md §3 Loyalty brands, Reward / voucher, Transaction
// history, Transfer), served by the ledger (service part 2). Loyalty-brands entries are keyed by
// brand code (KFC, PHD, …); points are integers.

const points = z.number().int().nonnegative();
/** A points-moving call carries an idempotency key (docs/architecture.md §4). */
const idempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid idempotency key');

export const LoyaltyBrandEntrySchema = z.object({
  /** What the member can spend now. */
  pointBalance: points,
  /** Earned on orders still in progress: shown, spendable once the order completes. */
  pendingPoints: points,
  isLoyaltyMember: z.boolean(),
  dailyEarningLimit: points,
  earnPerOrder: points,
  totalDailyEarnPoint: points,
  nextExpiry: z.object({ points, date: IsoDateTimeSchema }).nullable(),
});
export const loyaltyBrandsSchema = z.object({ cCode: CallingCodeSchema, phnNo: PhoneNumberSchema });
/** A total that is not the brands' sum is a wrong number: the reply does not parse (docs/conventions.md §5). */
export const LoyaltyBrandsDataSchema = z
  .object({
    total: points,
    brands: z.record(z.string(), LoyaltyBrandEntrySchema),
  })
  .refine((d) => d.total === Object.values(d.brands).reduce((sum, b) => sum + b.pointBalance, 0), {
    message: 'The total is not the sum of the brands',
    path: ['total'],
  });

export const registerMemberSchema = z.object({
  cCode: CallingCodeSchema,
  firstName: z.string().max(80),
  lastName: z.string().max(80),
  phnNo: PhoneNumberSchema,
  email: EmailSchema.optional(),
  brands: z
    .array(z.object({ brand: BrandCodeSchema, extUserId: z.string().max(128) }))
    .min(1)
    .max(6),
  deviceId: z.string().max(128),
  idempotencyKey,
});
export const RegisterMemberDataSchema = z.object({
  brands: z.array(z.object({ brand: BrandCodeSchema, joiningBonusPts: points })),
});

const paging = {
  page: z.number().int().min(1).max(1000).optional(),
  pageSize: z.number().int().min(1).max(50).optional(),
};

export const RewardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  image: z.string(),
  offerType: z.enum(['loyalty', 'non-loyalty']),
  channel: z.enum(['online', 'in-store']),
  pointsCost: points,
  duration: z.number().int().positive(),
  durationUnit: z.enum(['hours', 'days']),
  joiningBonusPts: points,
  termsEn: z.string(),
  termsAr: z.string(),
  status: z.enum(['available', 'unlocked', 'activated', 'redeemed', 'expired']),
  couponCode: z.string().nullable(),
  expiresAt: IsoDateTimeSchema.nullable(),
  /**
   * When a voucher was redeemed at the till. Absent from replies saved for a repeated key before
   * it existed (services/loyalty/ledger/idempotency.ts): read as not known.
   */
  redeemedAt: IsoDateTimeSchema.nullable().default(null),
});
export type Reward = z.infer<typeof RewardSchema>;

export const rewardListSchema = z.object({
  brand: z.string().regex(/^[a-z]+$/, 'Brand must be lower case'),
  /** docs/product.md §2 Rewards listing offer-type filter: All (omitted), Online, In-Store. */
  channel: z.enum(['online', 'in-store']).optional(),
  ...paging,
});
export const RewardListDataSchema = z.object({
  rewards: z.array(RewardSchema),
  isNextPage: z.boolean(),
});
export const voucherListSchema = rewardListSchema;
export const VoucherListDataSchema = z.object({
  vouchers: z.array(RewardSchema),
  isNextPage: z.boolean(),
});
/** A device's member card (lib/contract/member-card.ts): `secret` is base64url, 32 bytes. */
export const MemberCardSchema = z.object({
  memberNumber: z.string().regex(/^\d{8,12}$/),
  cardId: z.number().int().positive(),
  secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  validUntil: IsoDateTimeSchema,
}) satisfies z.ZodType<MemberCard>;

export const MemberWalletDataSchema = z.object({
  card: MemberCardSchema,
  /** Activated and not expired, soonest expiry first. */
  vouchers: z.array(RewardSchema),
  /** Each brand's name in both languages, for the vouchers shown offline. */
  brandNames: z.record(z.string(), z.object({ en: z.string(), ar: z.string() })),
});
/** A member card for a pass in the phone's wallet (docs/product.md §4): the BFF signs the pass. */
export const walletPassSchema = z.object({ wallet: z.enum(PASS_WALLETS) });
export const WalletPassDataSchema = z.object({
  card: MemberCardSchema,
  memberName: z.string(),
  totalPoints: points,
  /** When the total was read: the pass says "as of" it. */
  asOf: IsoDateTimeSchema,
  /** The member's country's zone (services/loyalty/config/countries.ts): "as of" is told in it. */
  timeZone: z.string(),
  /**
   * An Apple Wallet pass's fixed code (lib/contract/member-card.ts STATIC_PASS_CODE_PATTERN) and
   * the token its wallet shows Apple's pass web service (app/api/wallet/apple/v1).
   */
  apple: z.object({ code: z.string(), authenticationToken: z.string() }).optional(),
});
export const rewardDetailsSchema = z.object({ brand: z.string().max(16), id: z.string().max(64) });
export const RewardDetailsDataSchema = z.object({ reward: RewardSchema });
export const voucherDetailsSchema = rewardDetailsSchema;
export const VoucherDetailsDataSchema = z.object({ voucher: RewardSchema });
/**
 * docs/product.md §4 Reward flow, one call per step: `unlock` takes a reward id of the catalogue; `activate`
 * and `redeem` take the voucher id that unlock returned (reward.id of voucher-list entries).
 */
export const redeemRewardSchema = z.object({
  brand: BrandCodeSchema,
  id: z.string().max(64),
  action: z.enum(['unlock', 'activate', 'redeem']),
  idempotencyKey,
});
export const RedeemRewardDataSchema = z.object({ reward: RewardSchema, pointBalance: points });

export const HistoryRowSchema = z.object({
  id: z.string(),
  brand: BrandCodeSchema,
  kind: z.enum([
    'earned',
    'redeemed',
    'expiry',
    'transfer-in',
    'transfer-out',
    'joining-bonus',
    'reversal',
    'refund',
  ]),
  points: z.number().int(),
  reason: z.string(),
  occurredAt: IsoDateTimeSchema,
  /** Earned on an order still in progress: not spendable until the order completes. */
  pending: z.boolean(),
});
export type HistoryRowData = z.infer<typeof HistoryRowSchema>;
export const rewardHistorySchema = z.object({
  filter: z.enum(['all', 'earned', 'redeemed', 'expiry']).optional(),
  /** One brand's rows only (a points widget line leads there); every brand without it. */
  brand: BrandCodeSchema.optional(),
  ...paging,
});
export const RewardHistoryDataSchema = z.object({
  rewards: z.array(HistoryRowSchema),
  vouchers: z.array(RewardSchema),
  isNextPage: z.boolean(),
});

export const ExpiringSoonDataSchema = z.object({
  total: points,
  lots: z.array(z.object({ brand: BrandCodeSchema, points, expiresAt: IsoDateTimeSchema })),
});

export const RemainingLimitDataSchema = z.object({
  brands: z.record(z.string(), z.object({ remaining: points, dailyEarningLimit: points })),
});

export const TransferLimitsDataSchema = z.object({
  transferPointsLimit: z.object({
    brands: z.array(BrandCodeSchema),
    minimumPointTransfer: points,
    pointExpireAfterText: z.object({ en: z.string(), ar: z.string() }),
  }),
});

/**
 * An exchange rate as the ledger keeps it: `numerator` target points for every `denominator`
 * source points, received points rounded down (floor(points × numerator / denominator)).
 */
export const RateSchema = z.object({
  numerator: z.number().int().positive(),
  denominator: z.number().int().positive(),
});
export type Rate = z.infer<typeof RateSchema>;

const transfer = {
  sourceBrand: BrandCodeSchema,
  targetBrand: BrandCodeSchema,
  points: z.number().int().positive().max(10_000_000),
};
export const transferQuoteSchema = z.object(transfer);
/**
 * Why an answer is no, where no is an answer and not a failure (the quote, the popup's proposals):
 * a refusal's code and values, as an error carries them (ErrorData), with its message, which the
 * BFF words in the member's language as it words the error (lib/bff/member-text.ts).
 */
export const RefusalSchema = ErrorDataSchema.unwrap().extend({ message: z.string() });
export type Refusal = z.infer<typeof RefusalSchema>;
/**
 * A quote answers whether the transfer may go ahead (docs/product.md §5): what it would do, or
 * the transfer's own refusal of it.
 */
export const TransferQuoteDataSchema = z.union([
  z.object({
    send: points,
    receive: points,
    rate: RateSchema,
    minimumPointTransfer: points,
    remainingDailyLimit: points,
  }),
  z.object({ refusal: RefusalSchema }),
]);
export const transferPointsSchema = z.object({ ...transfer, idempotencyKey });

/** `points`: how many points of the target are missing (a reward's cost less the balance). */
export const transferOptionsSchema = z.object({
  targetBrand: BrandCodeSchema,
  points: z.number().int().positive().max(10_000_000),
});
export const TransferOptionsDataSchema = z.object({
  /** Covering transfers first (fewest points sent), then the largest first steps. */
  options: z.array(
    z.object({ sourceBrand: BrandCodeSchema, send: points, receive: points, covers: z.boolean() }),
  ),
  /**
   * Why there is none: the target's daily limit is reached (daily_limit), no joined brand has
   * enough (no_points_to_move), none other is joined (no_brand_to_move_from).
   */
  refusal: RefusalSchema.nullable(),
});
export type TransferOptionsData = z.infer<typeof TransferOptionsDataSchema>;
export const TransferPointsDataSchema = z.object({
  transferId: z.string(),
  send: points,
  receive: points,
  rate: RateSchema,
});
