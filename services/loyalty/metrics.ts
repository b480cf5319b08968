import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// The service's Prometheus metrics, in one registry of its own rather than prom-client's global
// one, so the scrape endpoint (serveMetrics) serves exactly these. A counter lives per process;
// Prometheus sums the replicas. What to alert on is in docs/production.md §13 Runbook.

export const metricsRegistry = new Registry();

// CPU, memory, event-loop lag, handles and GC of this process (`process_*`, `nodejs_*`).
collectDefaultMetrics({ register: metricsRegistry });

/**
 * Reminders by SMS and WhatsApp (docs/product.md §4 Reminders), one count per attempt: `sent`
 * (the gateway took it), `retry` (it will be tried again), `failed` (given up after the last
 * attempt), `dropped` (not sent: the permission was turned off, the points are gone).
 */
export const textDeliveries = new Counter({
  name: 'loyalty_text_deliveries_total',
  help: 'Reminder texts by channel (sms, whatsapp) and outcome (sent, retry, failed, dropped).',
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

/**
 * Pushes to the devices keeping an Apple Wallet pass (services/loyalty/apple-push/job.ts), one per
 * device and run: `outcome` is `sent`, `gone` (the device left; its registration is deleted),
 * `retry` (tried again next run) or `failed` (refused for good); `reason` is APNs's (`ok`,
 * `Unregistered`, `BadDeviceToken`, `TooManyRequests`…), `timeout`, `network` or `status_<n>`.
 */
export const applePassPushes = new Counter({
  name: 'loyalty_apple_pass_pushes_total',
  help: 'APNs pushes for Apple Wallet passes by outcome (sent, gone, retry, failed) and reason.',
  labelNames: ['outcome', 'reason'] as const,
  registers: [metricsRegistry],
});

/** One-time codes handed to the gateway (docs/product.md §4 Login): `sent` or `failed`. */
export const codeSends = new Counter({
  name: 'loyalty_code_sends_total',
  help: 'One-time code sends by outcome (sent, failed).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/**
 * Every request by its route pattern (`/v1/login`; `unmatched` for a path no route has, so a
 * scanner cannot grow the label set), method and status (services/loyalty/http/observe.ts).
 */
export const httpRequests = new Counter({
  name: 'loyalty_http_requests_total',
  help: 'HTTP requests by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'loyalty_http_request_duration_seconds',
  help: 'Time from a request reaching the app to its reply, by route pattern and method.',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/**
 * Calls that move points, by outcome: `ok`, the refusal's error code (`insufficient_points`,
 * `daily_limit`, `voucher_state`, `order_conflict`…) or `error` for a 5xx. `operation` is
 * `transfer`, `voucher_unlock`, `voucher_activate`, `voucher_redeem`, `order` or `order_status`.
 */
export const ledgerOperations = new Counter({
  name: 'loyalty_ledger_operations_total',
  help: 'Point-moving calls by operation and outcome (ok, an error code, error).',
  labelNames: ['operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** node-postgres's pool counts, as its Pool exposes them. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
let pool: { counts: PoolCounts; max: number } | null = null;

/** The database pool to report (PostgreSQL only); null stops reporting it. */
export function reportPool(counts: PoolCounts | null, max = 0): void {
  pool = counts ? { counts, max } : null;
}

new Gauge({
  name: 'loyalty_db_pool_connections',
  help: 'Database pool connections by state: busy (running a query), idle, max (the pool size).',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    if (!pool) return;
    const { totalCount, idleCount } = pool.counts;
    this.set({ state: 'busy' }, totalCount - idleCount);
    this.set({ state: 'idle' }, idleCount);
    this.set({ state: 'max' }, pool.max);
  },
});

new Gauge({
  name: 'loyalty_db_pool_waiting_requests',
  help: 'Queries waiting for a free pool connection: above zero for long, the pool is saturated.',
  registers: [metricsRegistry],
  collect() {
    this.set(pool?.counts.waitingCount ?? 0);
  },
});

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/**
 * GET /metrics on a listener of its own (LOYALTY_METRICS_PORT), apart from the members' and
 * partners' port, so a scrape never reaches the app and the port can stay inside the network.
 */
export async function serveMetrics(port: number, host: string): Promise<MetricsListener> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
