import { callFromServer } from '@/lib/bff/server-call';
import { bare, ourPassType } from '@/lib/wallet/apple-web-service';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ deviceLibraryIdentifier: string; passTypeIdentifier: string }> };

/**
 * Apple's "get the list of updatable passes": the device's passes changed since its tag, and the
 * newest tag; 204 when none changed. Apple sends no token here: the answer names serial numbers
 * only, for a device library id only that device knows.
 */
export async function GET(request: Request, { params }: Params) {
  const ask = await params;
  if (!ourPassType(ask.passTypeIdentifier)) return bare(404);
  const since = new URL(request.url).searchParams.get('passesUpdatedSince');
  const result = await callFromServer('apple-pass-serials', {
    ...ask,
    ...(since ? { passesUpdatedSince: since } : {}),
  });
  if (!result.ok) return bare(result.status);
  if (result.data.serialNumbers.length === 0) return bare(204);
  return Response.json(result.data, { headers: { 'cache-control': 'no-store' } });
}
