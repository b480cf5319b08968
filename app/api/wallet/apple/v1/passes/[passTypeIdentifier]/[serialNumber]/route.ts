import { callFromServer } from '@/lib/bff/server-call';
import { PKPASS_TYPE, applePkpass } from '@/lib/wallet/apple-pass';
import { bare, ourPassType, passToken, refusedStatus } from '@/lib/wallet/apple-web-service';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ passTypeIdentifier: string; serialNumber: string }> };

/**
 * Apple's "get the latest version of a pass": signed again with the points of now, so the wallet's
 * points field follows the member's; 304 when the points have not changed since the device's copy.
 */
export async function GET(request: Request, { params }: Params) {
  const { passTypeIdentifier, serialNumber } = await params;
  const settings = ourPassType(passTypeIdentifier);
  if (!settings) return bare(404);
  const authenticationToken = passToken(request);
  if (!authenticationToken) return bare(401);
  const result = await callFromServer('apple-pass-latest', { serialNumber, authenticationToken });
  if (!result.ok) return bare(refusedStatus(result));
  // HTTP dates have whole seconds: the pass changed since the device's copy if a second later.
  const changed = Math.floor(Date.parse(result.data.updatedAt) / 1000) * 1000;
  const lastModified = { 'last-modified': new Date(changed).toUTCString() };
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  if (!Number.isNaN(since) && changed <= since) return bare(304, lastModified);
  const pkpass = await applePkpass(settings, result.data, new URL(request.url).origin);
  return new Response(new Uint8Array(pkpass), {
    headers: { 'content-type': PKPASS_TYPE, 'cache-control': 'no-store', ...lastModified },
  });
}
