import { z } from 'zod';
import { CallingCodeSchema, PhoneNumberSchema } from '@/lib/contract/common';
import {
  CARD_CODE_PATTERN,
  PASS_CODE_PATTERN,
  STATIC_PASS_CODE_PATTERN,
} from '@/lib/contract/member-card';

// Partner API: a brand's order system records orders for members, server to server,
// with its key in x-amr-partner-key and its code in the brand header. The order id is the
// idempotency key: replaying an order returns the first result.

const orderId = z
  .string()
  .min(3)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid order id');
const OrderStatusSchema = z.enum(['active', 'completed', 'cancelled']);

/**
 * A code scanned from a member card (lib/contract/member-card.ts): a device's, a Google Wallet
 * pass's or an Apple Wallet pass's; the till scans each the same way, and earns with it only.
 */
const MemberCardCodeSchema = z
  .string()
  .trim()
  .refine(
    (code) =>
      [CARD_CODE_PATTERN, PASS_CODE_PATTERN, STATIC_PASS_CODE_PATTERN].some((p) => p.test(code)),
    'Invalid member card code',
  );

/**
 * The member is named by their phone (`cCode` and `phnNo`) or by the code scanned from their
 * member card (`memberCard`, lib/contract/member-card.ts), never both.
 */
export const partnerOrderSchema = z
  .object({
    cCode: CallingCodeSchema.optional(),
    phnNo: PhoneNumberSchema.optional(),
    memberCard: MemberCardCodeSchema.optional(),
    orderId,
    /** In fils or halalas (minor units); one point per whole dirham or riyal. */
    amountMinor: z.number().int().positive().max(100_000_000),
    status: OrderStatusSchema,
  })
  .superRefine((o, ctx) => {
    const byPhone = o.cCode !== undefined || o.phnNo !== undefined;
    if (o.memberCard !== undefined && byPhone)
      ctx.addIssue({ code: 'custom', path: ['memberCard'], message: 'Send a phone or a card' });
    else if (o.memberCard === undefined && (o.cCode === undefined || o.phnNo === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [o.cCode === undefined ? 'cCode' : 'phnNo'],
        message: 'Please enter a valid phone number',
      });
  });
export const partnerOrderStatusSchema = z.object({
  orderId,
  status: z.enum(['completed', 'cancelled']),
});
export const PartnerOrderDataSchema = z.object({
  orderId: z.string(),
  status: OrderStatusSchema,
  earnedPoints: z.number().int().nonnegative(),
  reversedPoints: z.number().int().nonnegative(),
  /** What the member can spend at the brand now. */
  pointBalance: z.number().int().nonnegative(),
  /** What this order earned that waits for it to complete: not spendable until then. */
  pendingPoints: z.number().int().nonnegative(),
});
