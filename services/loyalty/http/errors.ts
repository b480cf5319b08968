import type { ErrorData } from '@/lib/contract/envelope';
import type { ServiceErrorCode } from '@/lib/contract/error-codes';

type Detail = {
  code: ServiceErrorCode;
  field?: string;
  retryAfterSeconds?: number;
  attemptsLeft?: number;
  correlationId?: string;
} | null;

/** An error with an honest status (docs/product.md §8) and an envelope body; anything else becomes a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: Detail & ErrorData = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (
  field: string,
  message: string,
  code: ServiceErrorCode = 'invalid_input',
) => new ApiError(400, message, { code, field });

export const unauthorized = (message = 'Unauthorized', code: ServiceErrorCode = 'unauthorized') =>
  new ApiError(401, message, { code });

export const notFound = (message: string, code: ServiceErrorCode = 'not_found') =>
  new ApiError(404, message, { code });

export const conflict = (message: string, code: ServiceErrorCode = 'conflict') =>
  new ApiError(409, message, { code });

export function tooManyRequests(
  retryAfterSeconds: number,
  code: ServiceErrorCode = 'rate_limited',
): ApiError {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    'Too many requests. Please try again later.',
    { code, retryAfterSeconds: wait },
    { 'Retry-After': String(wait) },
  );
}
