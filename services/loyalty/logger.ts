import { pino, type DestinationStream } from 'pino';
import { REDACTED_LOG_FIELDS } from '@/lib/observability/redacted-fields';

// Structured one-line JSON logs (pino) for the operator (docs/production.md §10). Callers pass no
// phone numbers, bodies or headers (docs/quality.md §2 "Personal data"); one-time codes are logged
// only by the demo outbox.
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  /** A failure no request saw, such as a reminder given up on; the service goes on. */
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * JSON lines on stdout (or `destination`), with the web app's field names
 * (lib/observability/logger.ts) so one query follows a call through both processes:
 * `{"level":"info","t":"…","app":"loyalty",…fields,"msg"}`.
 */
export function jsonLogger(destination: DestinationStream = process.stdout): Logger {
  const log = pino(
    {
      base: { app: 'loyalty' },
      timestamp: () => `,"t":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_LOG_FIELDS, censor: '[redacted]' },
    },
    // process.stdout writes a pipe synchronously on Linux: a last line before exit is not lost.
    destination,
  );
  return {
    info: (msg, fields) => log.info(fields ?? {}, msg),
    warn: (msg, fields) => log.warn(fields ?? {}, msg),
    error: (msg, fields) => log.error(fields ?? {}, msg),
  };
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** A SQLSTATE, not a system error's code such as EPIPE: those have no digit and no severity. */
const isSqlState = (e: Record<string, unknown>): e is { code: string } =>
  typeof e.code === 'string' && SQLSTATE.test(e.code) && (/\d/.test(e.code) || 'severity' in e);

/**
 * What of an unexpected error the log keeps: its name, message and stack, and those of its causes;
 * for a database error its SQLSTATE, constraint, table and query text, but not its message or
 * parameters, which can quote a member's phone number (docs/quality.md §2 "Personal data"). The
 * member never sees any of it (services/loyalty/app.ts answers the generic 500).
 */
export function errorFields(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { name: typeof err };
  const e = err as Error & Record<string, unknown>;
  const sqlState = isSqlState(e) ? e.code : undefined;
  // A driver's error (SQLSTATE) or drizzle's wrapper around a query (it quotes the parameters).
  const quotesData = sqlState !== undefined || Array.isArray(e.params);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const fields: Record<string, unknown> = {
    name: e.name,
    ...(quotesData ? {} : { message: e.message }),
    ...(sqlState ? { sqlState } : {}),
    ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
    ...(typeof e.table === 'string' ? { table: e.table } : {}),
    ...(typeof e.query === 'string' ? { query: e.query } : {}),
    stack: frames.map((line) => line.trim()).join('\n'),
  };
  if (e.cause !== undefined && depth < 4) fields.cause = errorFields(e.cause, depth + 1);
  return fields;
}

/** The SQLSTATE of a driver error, also when drizzle wraps it. */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err as Record<string, unknown> | undefined, i = 0; e && i < 5; i++) {
    if (isSqlState(e)) return e.code;
    e = typeof e.cause === 'object' && e.cause !== null ? (e.cause as typeof e) : undefined;
  }
  return undefined;
}
