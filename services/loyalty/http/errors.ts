import type { ErrorData } from '@/lib/contract/envelope';
import {
  SERVICE_ERROR_STATUS,
  type ServiceErrorCode,
  type ServiceErrorCodeOf,
} from '@/lib/contract/error-codes';

/** What an envelope's data says beside its code (lib/contract/envelope.ts ErrorDataSchema). */
type Detail = Omit<NonNullable<ErrorData>, 'code'>;

/**
 * An error with an honest status (docs/product.md §8) and an envelope body; anything else becomes
 * a 500. Its status is its code's, from the one table (lib/contract/error-codes.ts).
 */
export class ServiceError extends Error {
  readonly status: number;
  readonly data: NonNullable<ErrorData>;
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    detail: Detail = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = SERVICE_ERROR_STATUS[code];
    this.data = { code, ...detail };
  }
}

export const badRequest = (
  field: string,
  message: string,
  code: ServiceErrorCodeOf<400> = 'invalid_input',
) => new ServiceError(code, message, { field });

export const unauthorized = (
  message = 'Unauthorized',
  code: ServiceErrorCodeOf<401> = 'unauthorized',
) => new ServiceError(code, message);

export const notFound = (message: string, code: ServiceErrorCodeOf<404> = 'not_found') =>
  new ServiceError(code, message);

export const conflict = (message: string, code: ServiceErrorCodeOf<409> = 'conflict') =>
  new ServiceError(code, message);

export function tooManyRequests(
  retryAfterSeconds: number,
  code: ServiceErrorCodeOf<429> = 'rate_limited',
): ServiceError {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ServiceError(
    code,
    'Too many requests. Please try again later.',
    { retryAfterSeconds: wait },
    { 'Retry-After': String(wait) },
  );
}
