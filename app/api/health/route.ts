// Liveness, for load balancers and uptime checks: the process serves requests. It touches neither
// the session nor the upstream, so a restart cannot cure what it reports; whether this process
// can serve members is GET /api/ready (app/api/ready/route.ts).
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
