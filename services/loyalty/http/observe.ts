import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { CALLS } from '@/lib/contract/calls';
import { CORRELATION_HEADER, correlationId } from '@/services/loyalty/http/correlation';
import type { Logger } from '@/services/loyalty/logger';
import { httpDuration, httpRequests, ledgerOperations } from '@/services/loyalty/metrics';

// One access-log line and the HTTP metrics per request (docs/production.md §10, §13). Both name
// the route pattern, never the raw path, and nothing of the body or headers: they may carry phone
// numbers, codes and tokens (docs/quality.md §2 "Personal data").

/** The calls that move points, and the operation each is counted as (metrics.ts ledgerOperations). */
const LEDGER_CALLS = new Map<string, (c: Context) => Promise<string>>([
  [CALLS['transfer-points'].path, async () => 'transfer'],
  [CALLS['redeem-reward'].path, async (c) => `voucher_${await voucherAction(c)}`],
  [CALLS['partner-order'].path, async () => 'order'],
  [CALLS['partner-order-status'].path, async () => 'order_status'],
]);
/** Probes answered 200 are not logged: a balancer asks every few seconds. */
const PROBES = new Set(['/health', '/ready']);
const refusals = new WeakMap<Request, string>();

/** app.ts records the error code of a refusal here, for the ledger's outcome count. */
export function noteRefusal(c: Context, code: string): void {
  refusals.set(c.req.raw, code);
}

export function observeRequests(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = correlationId(c);
    // Set before the reply exists: every reply (errors too) is built with it, whereas a header
    // added to a finished reply makes the Node adapter rebuild that reply (docs/quality.md §3).
    c.header(CORRELATION_HEADER, id);
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    const { method } = c.req;
    const status = c.res.status;
    httpRequests.inc({ route, method, status });
    httpDuration.observe({ route, method }, seconds);
    const operation = LEDGER_CALLS.get(route);
    if (operation)
      ledgerOperations.inc({
        operation: await operation(c),
        outcome:
          status < 400 ? 'ok' : status >= 500 ? 'error' : (refusals.get(c.req.raw) ?? 'refused'),
      });
    if (PROBES.has(route) && status === 200) return;
    logger.info('request', {
      method,
      route,
      status,
      ms: Math.round(seconds * 1000),
      correlationId: id,
    });
  };
}

/** The pattern of the route that answered; `unmatched` when none did (an unknown path). */
export function routeOf(c: Context): string {
  const last = matchedRoutes(c).at(-1);
  return last && last.method !== 'ALL' ? last.path : 'unmatched';
}

/**
 * The redeem-reward action from the body the handler already read (HonoRequest caches it), so
 * nothing is read twice from the network; `unknown` when the handler never read one.
 */
async function voucherAction(c: Context): Promise<string> {
  const cached = (c.req as unknown as { bodyCache: { arrayBuffer?: Promise<ArrayBuffer> } })
    .bodyCache.arrayBuffer;
  if (!cached) return 'unknown';
  try {
    const action = (JSON.parse(new TextDecoder().decode(await cached)) as { action?: unknown })
      .action;
    return action === 'unlock' || action === 'activate' || action === 'redeem' ? action : 'unknown';
  } catch {
    return 'unknown';
  }
}
