// The browser's view of a failed call (SPEC §8): the server's message, or one of the generic
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
}

type ErrorTexts = (key: 'network' | 'timeout' | 'cancelled' | 'generic') => string;

/**
 * What to show a member for an error: our translation of the server's error code when we have
 * one, else the server's own words for a 4xx, else a generic text.
 */
export function errorMessage(error: unknown, t: ErrorTexts, byCode?: (code: string) => string | undefined): string {
  if (!(error instanceof ApiError)) return t('generic');
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'cancelled') return t(error.kind);
  const translated = error.code ? byCode?.(error.code) : undefined;
  if (translated) return translated;
  if (error.kind === 'http' && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return t('generic');
}
