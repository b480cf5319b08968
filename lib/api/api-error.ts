// The browser's view of a failed call (docs/product.md §8): the server's message, or one of the generic
// client errors — network error, timeout, cancelled request.

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancelled' | 'invalid';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
    readonly correlationId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isUnauthorized() {
    return this.status === 401;
  }

  /**
   * The service said no to what was asked: a 4xx other than 401 (docs/product.md §8), a reason
   * rather than a failure. Its message, worded by the BFF, says why (lib/bff/member-text.ts).
   */
  get isRefusal() {
    return this.kind === 'http' && this.status >= 400 && this.status < 500 && this.status !== 401;
  }
}

type ErrorTexts = (key: 'network' | 'timeout' | 'cancelled' | 'generic') => string;

/**
 * What to show a member for an error: the words of the BFF's reply, which it gives in the
 * member's language (lib/bff/member-text.ts), else the client's own text for a failure that
 * never reached it or a reply that was not its envelope.
 */
export function errorMessage(error: unknown, t: ErrorTexts): string {
  if (!(error instanceof ApiError)) return t('generic');
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'cancelled')
    return t(error.kind);
  if (error.kind === 'http' && error.message.trim()) return error.message;
  return t('generic');
}
