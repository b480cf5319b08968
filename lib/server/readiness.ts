import 'server-only';
import { randomUUID } from 'node:crypto';
import { UpstreamFailure, sendUpstream, type UpstreamReply } from '@/lib/bff/upstream';
import { upstreamHeaders } from '@/lib/bff/upstream-headers';
import type { RequestContext } from '@/lib/bff/request-context';
import { bffEnv } from '@/lib/config/env';
import { CALLS } from '@/lib/contract/calls';
import { DEFAULT_COUNTRY, DEFAULT_LOCALE } from '@/lib/i18n/locale';
import { isCredentialRefusal } from '@/lib/observability/bff-telemetry';
import { logger } from '@/lib/observability/logger';
import { webMetrics } from '@/lib/observability/metrics';
import { isStopping } from './shutdown';

// Whether this web process can serve members (GET /api/ready; /api/health says only that it
// runs): the loyalty service says it is ready, and it accepts this process's client credentials.
// A wrong secret otherwise looks healthy until a member's sign-in stops at amr-auth's 401
// (docs/production.md §7). A success is kept a few seconds, so a balancer asking every second
// costs the service one pair of requests per replica per 5 s; a failure is never kept.

export type NotReadyReason =
  'upstream_unreachable' | 'upstream_not_ready' | 'credentials_refused' | 'stopping';

type Ready = { ready: true };
type NotReady = { ready: false; reason: NotReadyReason; detail?: string };
export type Readiness = Ready | (NotReady & { correlationId?: string });

/** Both requests together: a balancer's probe should wait 3 s for the answer. */
const CHECK_BUDGET_MS = 2_000;
const REMEMBER_READY_MS = 5_000;
/** A cause that persists is logged again this often, not at every probe. */
const LOG_AGAIN_MS = 60_000;
/** The service's readiness endpoint, beside its /health (services/loyalty/app.ts). */
const SERVICE_READY_PATH = '/ready';

export type ProbeSettings = {
  upstreamUrl: URL;
  clientId: string;
  clientSecret: string;
  bffSecret?: string;
};

let readyUntil = 0;
let inFlight: Promise<Readiness> | undefined;
let lastReported: { reason: NotReadyReason; at: number } | undefined;

export function checkReadiness(): Promise<Readiness> {
  if (isStopping()) return Promise.resolve({ ready: false, reason: 'stopping' });
  if (Date.now() < readyUntil) return Promise.resolve({ ready: true });
  // Probes that arrive together share one check.
  inFlight ??= runCheck().finally(() => (inFlight = undefined));
  return inFlight;
}

async function runCheck(): Promise<Readiness> {
  const correlationId = randomUUID();
  const settings = bffEnv();
  const deadline = Date.now() + CHECK_BUDGET_MS;
  let outcome = await askServiceReady(settings.upstreamUrl, correlationId, deadline);
  if (outcome.ready) outcome = await probeCredentials(settings, correlationId, deadline);
  webMetrics().readinessChecks.inc({ result: outcome.ready ? 'ready' : outcome.reason });
  if (outcome.ready) {
    readyUntil = Date.now() + REMEMBER_READY_MS;
    if (lastReported) logger().info({ correlationId }, 'ready again');
    lastReported = undefined;
    return outcome;
  }
  report(outcome, correlationId);
  return { ...outcome, correlationId };
}

async function askServiceReady(
  base: URL,
  correlationId: string,
  deadline: number,
): Promise<Ready | NotReady> {
  try {
    const url = new URL(SERVICE_READY_PATH, base);
    const reply = await send('GET', url, { 'x-correlation-id': correlationId }, deadline);
    if (reply.status === 200) return { ready: true };
    const body = reply.body as { reason?: unknown; data?: { reason?: unknown } } | null;
    const detail = word(body?.reason) ?? word(body?.data?.reason) ?? `status_${reply.status}`;
    return { ready: false, reason: 'upstream_not_ready', detail };
  } catch (error) {
    return failure(error);
  }
}

/**
 * The cheapest call that proves the client credentials: amr-auth with them and no session. The
 * service checks the credentials first and refuses a wrong pair `invalid_client`; a right pair
 * gets as far as the missing session, `session_required` (services/loyalty/routes/tokens.ts), and
 * nothing is read or written for a member. It carries LOYALTY_BFF_SECRET as every BFF call does.
 */
export async function probeCredentials(
  settings: ProbeSettings,
  correlationId: string,
  deadline: number,
): Promise<Ready | NotReady> {
  const ctx: RequestContext = {
    correlationId,
    locale: DEFAULT_LOCALE,
    country: DEFAULT_COUNTRY,
    deviceId: 'readiness-probe',
    deviceIdIsNew: false,
    deviceModel: 'Readiness probe',
    clientIp: undefined,
  };
  // A well-formed number no session can belong to here: the probe sends no session secret.
  const body = {
    cCode: '+971',
    phnNo: '500000000',
    deviceId: ctx.deviceId,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    grantType: 'client_credentials',
  };
  try {
    const headers = upstreamHeaders('amr-auth', ctx, {}, {}, settings.bffSecret);
    const url = new URL(CALLS['amr-auth'].path, settings.upstreamUrl);
    const reply = await send('POST', url, headers, deadline, JSON.stringify(body));
    const code = (reply.body as { data?: { code?: unknown } } | null)?.data?.code;
    if (isCredentialRefusal('amr-auth', reply.status, code))
      return {
        ready: false,
        reason: 'credentials_refused',
        detail: word(code) ?? `status_${reply.status}`,
      };
    if (reply.status === 200 || reply.status === 401 || reply.status === 403)
      return { ready: true };
    return {
      ready: false,
      reason: 'upstream_not_ready',
      detail: `amr_auth_status_${reply.status}`,
    };
  } catch (error) {
    return failure(error);
  }
}

function send(
  method: 'GET' | 'POST',
  url: URL,
  headers: Record<string, string>,
  deadline: number,
  body?: string,
): Promise<UpstreamReply> {
  const timeoutMs = deadline - Date.now();
  if (timeoutMs <= 0) return Promise.reject(new UpstreamFailure('timeout', false));
  return sendUpstream({ method, url, headers, body, timeoutMs, maxBytes: 64 * 1024 });
}

function failure(error: unknown): NotReady {
  if (!(error instanceof UpstreamFailure)) throw error;
  if (error.kind === 'timeout' || error.kind === 'network')
    return { ready: false, reason: 'upstream_unreachable', detail: error.kind };
  return { ready: false, reason: 'upstream_not_ready', detail: `reply_${error.kind}` };
}

/** A code or reason from the service, passed on only when it is a plain word. */
function word(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(value) ? value : undefined;
}

function report(outcome: NotReady, correlationId: string) {
  const now = Date.now();
  if (lastReported?.reason === outcome.reason && now - lastReported.at < LOG_AGAIN_MS) return;
  lastReported = { reason: outcome.reason, at: now };
  const line = { reason: outcome.reason, detail: outcome.detail, correlationId };
  // Refused credentials are this deployment's own mistake; the rest may pass by themselves.
  if (outcome.reason === 'credentials_refused') logger().error(line, 'not ready');
  else logger().warn(line, 'not ready');
}
