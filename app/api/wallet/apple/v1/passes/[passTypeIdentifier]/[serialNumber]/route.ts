import { publicOrigin } from '@/lib/bff/public-origin';
import { callFromServer } from '@/lib/bff/server-call';
import { PKPASS_TYPE, applePkpass } from '@/lib/wallet/apple-pass';
import {
  bare,
  deviceHasPass,
  ourPassType,
  passToken,
  passValidators,
  refusedStatus,
} from '@/lib/wallet/apple-web-service';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ passTypeIdentifier: string; serialNumber: string }> };

/**
 * Apple's "get the latest version of a pass": signed again with the points of now, so the wallet's
 * points field follows the member's; 304 when the points have not changed since the device's copy
 * (its ETag or its Last-Modified, lib/wallet/apple-web-service.ts).
 */
export async function GET(request: Request, { params }: Params) {
  const { passTypeIdentifier, serialNumber } = await params;
  const settings = ourPassType(passTypeIdentifier);
  if (!settings) return bare(404);
  const authenticationToken = passToken(request);
  if (!authenticationToken) return bare(401);
  const result = await callFromServer('apple-pass-latest', { serialNumber, authenticationToken });
  if (!result.ok) return bare(refusedStatus(result));
  const validators = passValidators(result.data);
  if (deviceHasPass(request, result.data)) return bare(304, validators);
  const pkpass = await applePkpass(settings, result.data, publicOrigin(request));
  return new Response(new Uint8Array(pkpass), {
    headers: { 'content-type': PKPASS_TYPE, 'cache-control': 'no-store', ...validators },
  });
}
