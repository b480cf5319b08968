import type { Envelope, ErrorData } from '@/lib/contract/envelope';

// The BFF's one error model (docs/conventions.md §6): a code, its HTTP status, and a message a member may
// read. Nothing from a stack or an upstream's internals reaches the browser.

const STATUS = {
  bad_request: 400,
  invalid_header: 400,
  // A call that needs the phone this session signs in with, in a session that has none.
  session_required: 400,
  unauthorized: 401,
  forbidden: 403,
  unknown_call: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal: 500,
  upstream_unavailable: 502,
  upstream_invalid: 502,
  outcome_unknown: 502,
  upstream_timeout: 504,
} as const;

export type BffErrorCode = keyof typeof STATUS;

const MESSAGES: Record<BffErrorCode, string> = {
  bad_request: 'Bad request',
  invalid_header: 'Bad request',
  session_required: 'Please sign in again.',
  unauthorized: 'Your session has ended. Please sign in again.',
  forbidden: 'Forbidden',
  unknown_call: 'Not found',
  method_not_allowed: 'Method not allowed',
  payload_too_large: 'Request too large',
  unsupported_media_type: 'Content type must be application/json',
  internal: 'Oops! Something went wrong',
  upstream_unavailable: 'Oops! Something went wrong',
  upstream_invalid: 'Oops! Something went wrong',
  // A points-moving call may or may not have been applied: never pretend to know.
  outcome_unknown:
    'We could not confirm this request. Please check your balance before trying again.',
  upstream_timeout: 'The request timed out. Please try again.',
};

export class BffError extends Error {
  readonly status: number;
  constructor(
    readonly code: BffErrorCode,
    readonly field?: string,
    message?: string,
  ) {
    super(message ?? MESSAGES[code]);
    this.status = STATUS[code];
  }
}

export function errorEnvelope(error: BffError, correlationId: string): Envelope<ErrorData> {
  return {
    statusCode: error.status,
    message: error.message,
    data: { code: error.code, ...(error.field ? { field: error.field } : {}), correlationId },
  };
}
