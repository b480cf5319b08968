import { z } from 'zod';
import { CallingCodeSchema, PhoneNumberSchema } from '@/lib/contract/common';

// Partner API: a brand's order system records orders for members, server to server,
// with its key in x-amr-partner-key and its code in the brand header. The order id is the
// idempotency key: replaying an order returns the first result.

const orderId = z
  .string()
  .min(3)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid order id');
const OrderStatusSchema = z.enum(['active', 'completed', 'cancelled']);

export const partnerOrderSchema = z.object({
  cCode: CallingCodeSchema,
  phnNo: PhoneNumberSchema,
  orderId,
  /** In fils or halalas (minor units); one point per whole dirham or riyal. */
  amountMinor: z.number().int().positive().max(100_000_000),
  status: OrderStatusSchema,
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
