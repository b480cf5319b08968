// Field names no log line may carry a value under (docs/quality.md §2 "Personal data"), for both
// programs' pino loggers (lib/observability/logger.ts and the loyalty service's): callers pass none
// of them, and should one slip in, its value is written as "[redacted]". No imports, so the service
// can take it as it is.
export const REDACTED_LOG_FIELDS = [
  'phone',
  'phnNo',
  'phoneE164',
  'otp',
  'accessToken',
  'refreshToken',
  'sessionSecret',
  'clientSecret',
  'authorization',
  'cookie',
  'body',
  'headers',
];
