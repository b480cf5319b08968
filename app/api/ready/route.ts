import { checkReadiness } from '@/lib/server/readiness';

// For load balancers and orchestrators: 200 only while this process can serve members; 503 with
// the reason otherwise (lib/server/readiness.ts, docs/production.md §13). /api/health is liveness.
export const dynamic = 'force-dynamic';

export async function GET() {
  const headers = { 'cache-control': 'no-store' };
  const readiness = await checkReadiness();
  if (readiness.ready) return Response.json({ status: 'ready' }, { headers });
  const { reason, detail, correlationId } = readiness;
  return Response.json(
    {
      status: 'not_ready',
      reason,
      ...(detail && { detail }),
      ...(correlationId && { correlationId }),
    },
    { status: 503, headers },
  );
}
