import { CALLS, type CallName } from '@/lib/contract/calls';
import { logger } from './logger';
import { webMetrics } from './metrics';

// What the BFF (lib/bff/) reports about its calls: an access line and two series per call, a
// count per upstream attempt and retry, token recoveries, and the failures an operator must act
// on — the service refusing the web app's own credentials (error), or not being reachable
// (warn) — each with the correlation id the service logs too (docs/production.md §10).

export type BffCallRecord = {
  /** `browser`: app/api/amr-loyalty; `page`: a server component (lib/bff/server-call.ts). */
  via: 'browser' | 'page';
  method: string;
  /** A name from lib/contract/calls.ts, or `unknown` for a path that is none. */
  call: string;
  status: number;
  /** The error code answered (the BFF's or the service's), when the call failed. */
  errorCode?: string;
  correlationId: string;
  startedAt: number;
};

export function recordBffCall({ startedAt, ...line }: BffCallRecord): void {
  const seconds = (performance.now() - startedAt) / 1000;
  const metrics = webMetrics();
  metrics.bffCalls.inc({ call: line.call, status: String(line.status) });
  metrics.bffCallDuration.observe({ call: line.call }, seconds);
  logger().info({ ...line, ms: Math.round(seconds * 10_000) / 10 }, 'bff call');
}

/** A failure the BFF did not expect; the member gets the generic message (lib/bff/errors.ts). */
export function logBffFailure(error: unknown, call: string, correlationId: string): void {
  logger().error({ err: error, call, correlationId }, 'bff call failed');
}

/** 2xx, 4xx, 5xx, or how an attempt failed without a reply (lib/bff/upstream.ts UpstreamFailure). */
export type AttemptOutcome = string;

export const outcomeOfStatus = (status: number): AttemptOutcome => `${Math.floor(status / 100)}xx`;

export function recordUpstreamAttempt(call: string, outcome: AttemptOutcome, retried: boolean) {
  const metrics = webMetrics();
  metrics.upstreamAttempts.inc({ call, outcome });
  if (retried) metrics.upstreamRetries.inc({ call, outcome });
}

export function recordTokenRefresh(how: string, outcome: 'recovered' | 'refused' | 'unavailable') {
  webMetrics().tokenRefreshes.inc({ how, outcome });
}

/** The codes of a refused session (services/loyalty/routes/tokens.ts): a member's matter. */
const SESSION_CODES = new Set(['session_required', 'session_invalid']);

/**
 * Whether a reply refuses the web app itself rather than a member: `invalid_client` or
 * `invalid_bff_secret` on any call, or any other 401 or 403 to a call made on the client
 * credentials alone (amr-auth) but a session's, whatever code the service gives it (lib/server/readiness.ts reads it the same way).
 */
export function isCredentialRefusal(call: CallName, status: number, code: unknown): boolean {
  if (status !== 401 && status !== 403) return false;
  if (code === 'invalid_client' || code === 'invalid_bff_secret') return true;
  return (
    CALLS[call].auth === 'client-credentials' &&
    !(typeof code === 'string' && SESSION_CODES.has(code))
  );
}

/**
 * The service refused what only the web app's settings hold (LOYALTY_CLIENT_ID and _SECRET,
 * LOYALTY_BFF_SECRET): no member can fix that, every sign-in fails until the settings agree.
 */
export function logCredentialsRefused(call: string, errorCode: string, correlationId: string) {
  webMetrics().credentialsRefused.inc({ call });
  logger().error({ call, errorCode, correlationId }, 'client credentials refused');
}

/** No reply at all (refused, reset, timed out): the member saw 502 or 504. */
export function logUpstreamUnreachable(call: string, kind: string, correlationId: string): void {
  logger().warn({ call, kind, correlationId }, 'upstream unreachable');
}
