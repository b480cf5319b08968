// Structured one-line logs. Callers pass no phone numbers, bodies or headers (docs/quality.md §2
// "Personal data"); OTP codes are logged only by the demo outbox.
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  /** A failure no request saw, such as a reminder given up on; the service goes on. */
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function consoleLogger(): Logger {
  const write = (level: string, msg: string, fields?: Record<string, unknown>) =>
    console.log(JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields }));
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
