import { serveMetrics } from '@/lib/observability/metrics-endpoint';

// Prometheus scrapes here with `Authorization: Bearer <METRICS_TOKEN>` (docs/production.md §13).
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return serveMetrics(request);
}
