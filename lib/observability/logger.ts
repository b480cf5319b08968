import pino, { type Logger } from 'pino';
import { env } from '@/lib/config/env';
import { REDACTED_LOG_FIELDS } from './redacted-fields';

// The web app's server log (docs/production.md §10): one JSON object per line on stdout, with
// the loyalty service's field names (services/loyalty/logger.ts: `t`, `level` as a word, `msg`,
// `correlationId`) so one query follows a call through both processes. Callers pass names, codes,
// statuses and ids, never a phone number, a one-time code, a token or a body
// (docs/quality.md §2 "Personal data"); the redaction is a second line of defence.

const LOGGER = Symbol.for('amrx.logger');
const shared = globalThis as typeof globalThis & { [LOGGER]?: Logger };

function level(): string {
  try {
    const { LOG_LEVEL, NODE_ENV } = env();
    return LOG_LEVEL ?? (NODE_ENV === 'test' ? 'silent' : 'info');
  } catch {
    // A process whose settings are bad still says why it fails (lib/server/start-check.ts).
    return 'info';
  }
}

/** One logger per process: Next may load this module in several bundles. */
export function logger(): Logger {
  shared[LOGGER] ??= pino(
    {
      level: level(),
      base: { app: 'web' },
      timestamp: () => `,"t":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      // `err` keeps its stack and its cause as a nested error (pino-std-serializers).
      serializers: { err: pino.stdSerializers.errWithCause },
      redact: { paths: REDACTED_LOG_FIELDS, censor: '[redacted]' },
    },
    // process.stdout rather than a file descriptor of pino's own: what Next writes and what
    // this writes keep their order, and tests can read it.
    process.stdout,
  );
  return shared[LOGGER];
}
