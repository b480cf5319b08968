import { z } from 'zod';

export {
  ERROR_CODES,
  SUCCESS_CODES,
  isSuccessCode,
  type Envelope,
  type ErrorCode,
  type SuccessCode,
} from '@/lib/contract/envelope-codes';

/** Machine-readable detail carried in `data` of an error envelope. */
export const ErrorDataSchema = z
  .object({
    code: z.string(),
    field: z.string().optional(),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
    /** A wrong one-time code: how many more tries this code allows. */
    attemptsLeft: z.number().int().nonnegative().optional(),
    correlationId: z.string().optional(),
  })
  .nullable();
export type ErrorData = z.infer<typeof ErrorDataSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), data });
}
