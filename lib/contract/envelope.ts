import { z } from 'zod';
import { LocalizedTextSchema } from '@/lib/contract/common';

export {
  ERROR_CODES,
  SUCCESS_CODES,
  isSuccessCode,
  type Envelope,
  type ErrorCode,
  type SuccessCode,
} from '@/lib/contract/envelope-codes';

const count = z.number().int().nonnegative();

/**
 * Machine-readable detail carried in `data` of an error envelope: the code, and the values the
 * member's words for it carry (lib/bff/member-text.ts words them, docs/product.md §8).
 */
export const ErrorDataSchema = z
  .object({
    code: z.string(),
    field: z.string().optional(),
    retryAfterSeconds: count.optional(),
    /** A wrong one-time code: how many more tries this code allows. */
    attemptsLeft: count.optional(),
    correlationId: z.string().optional(),
    // A refused transfer (docs/product.md §5): the minimum transfer, the points the balance lacks,
    // the target's daily earning limit and what is left of it today, the most one transfer may
    // bring, and the brand the refusal is about, named in each language.
    minimum: count.optional(),
    missing: count.optional(),
    dailyLimit: count.optional(),
    dailyLimitLeft: count.optional(),
    maxPerTransfer: count.optional(),
    brandName: LocalizedTextSchema.optional(),
  })
  .nullable();
export type ErrorData = z.infer<typeof ErrorDataSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), data });
}
