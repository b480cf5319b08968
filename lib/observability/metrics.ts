import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// The web app's Prometheus metrics (docs/production.md §13), served by app/api/metrics/route.ts.
// One registry per process, kept on globalThis: Next loads a module once per bundle that imports
// it (the instrumentation, each route), and prom-client refuses a second metric of one name.
// Labels take call names from lib/contract/calls.ts, statuses and fixed outcome words, never a
// path or anything a client wrote, so the series stay few.

function createMetrics() {
  const registry = new Registry();
  // Process and Node.js metrics: CPU, memory, event-loop delay, open handles.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers });
  return {
    registry,
    bffCalls: counter(
      'bff_calls_total',
      'BFF calls answered, by call name and HTTP status (browser and page calls alike).',
      ['call', 'status'],
    ),
    bffCallDuration: new Histogram({
      name: 'bff_call_duration_seconds',
      help: 'How long a BFF call took, retries and token refresh included.',
      labelNames: ['call'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    upstreamAttempts: counter(
      'bff_upstream_attempts_total',
      'Requests to the loyalty service by call and outcome (2xx, 4xx, 5xx, timeout, network, malformed, too_large).',
      ['call', 'outcome'],
    ),
    upstreamRetries: counter(
      'bff_upstream_retries_total',
      'Retries to the loyalty service by call and the outcome of the attempt retried.',
      ['call', 'outcome'],
    ),
    tokenRefreshes: counter(
      'bff_token_refreshes_total',
      'Token recoveries after a 401 by how (refresh-token, amr-auth) and outcome (recovered, refused, unavailable).',
      ['how', 'outcome'],
    ),
    credentialsRefused: counter(
      'bff_credentials_refused_total',
      "Calls the loyalty service refused because of the web app's own credentials, by call.",
      ['call'],
    ),
    readinessChecks: counter(
      'web_readiness_checks_total',
      'Readiness checks made against the loyalty service, by result (ready or the reason).',
      ['result'],
    ),
  };
}

export type WebMetrics = ReturnType<typeof createMetrics>;

const METRICS = Symbol.for('amrx.webMetrics');
const shared = globalThis as typeof globalThis & { [METRICS]?: WebMetrics };

export function webMetrics(): WebMetrics {
  return (shared[METRICS] ??= createMetrics());
}
