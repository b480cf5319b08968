import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/config/env';
import { webMetrics } from './metrics';

// GET /api/metrics (app/api/metrics/route.ts): the Prometheus text for whoever holds
// METRICS_TOKEN. Without the setting, or without the exact bearer token, it answers the 404 any
// unknown path gets, so the endpoint's existence is not advertised.

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests: equal lengths, and a time that says nothing about the token. */
function holdsToken(authorization: string | null, token: string): boolean {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export async function serveMetrics(request: Request): Promise<Response> {
  const token = env().METRICS_TOKEN;
  if (!token || !holdsToken(request.headers.get('authorization'), token)) {
    return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  const { registry } = webMetrics();
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}
