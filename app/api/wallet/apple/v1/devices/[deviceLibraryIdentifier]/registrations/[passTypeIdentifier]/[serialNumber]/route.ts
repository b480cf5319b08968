import { callFromServer } from '@/lib/bff/server-call';
import { bare, ourPassType, passToken, refusedStatus } from '@/lib/wallet/apple-web-service';

export const dynamic = 'force-dynamic';

type Params = {
  params: Promise<{
    deviceLibraryIdentifier: string;
    passTypeIdentifier: string;
    serialNumber: string;
  }>;
};

/** Apple's "register a pass for update notifications": 201 new, 200 already registered. */
export async function POST(request: Request, { params }: Params) {
  const ask = await params;
  if (!ourPassType(ask.passTypeIdentifier)) return bare(404);
  const authenticationToken = passToken(request);
  if (!authenticationToken) return bare(401);
  const body = (await request.json().catch(() => null)) as { pushToken?: unknown } | null;
  if (typeof body?.pushToken !== 'string') return bare(400);
  const result = await callFromServer('apple-pass-register', {
    ...ask,
    authenticationToken,
    pushToken: body.pushToken,
  });
  if (!result.ok) return bare(refusedStatus(result));
  return bare(result.data.created ? 201 : 200);
}

/** Apple's "unregister a pass for update notifications". */
export async function DELETE(request: Request, { params }: Params) {
  const ask = await params;
  if (!ourPassType(ask.passTypeIdentifier)) return bare(404);
  const authenticationToken = passToken(request);
  if (!authenticationToken) return bare(401);
  const result = await callFromServer('apple-pass-unregister', { ...ask, authenticationToken });
  return bare(result.ok ? 200 : refusedStatus(result));
}
