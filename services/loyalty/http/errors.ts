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
export class ServiceError extends Error {
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
) => new ServiceError(400, message, { code, field });

export const unauthorized = (message = 'Unauthorized', code: ServiceErrorCode = 'unauthorized') =>
  new ServiceError(401, message, { code });

export const notFound = (message: string, code: ServiceErrorCode = 'not_found') =>
  new ServiceError(404, message, { code });

export const conflict = (message: string, code: ServiceErrorCode = 'conflict') =>
  new ServiceError(409, message, { code });

export function tooManyRequests(
  retryAfterSeconds: number,
  code: ServiceErrorCode = 'rate_limited',
): ServiceError {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ServiceError(
    429,
    'Too many requests. Please try again later.',
    { code, retryAfterSeconds: wait },
    { 'Retry-After': String(wait) },
  );
}
