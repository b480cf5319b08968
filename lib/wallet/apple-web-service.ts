import 'server-only';
import { appleWalletEnv } from '@/lib/config/env';

// Apple's pass web service, the BFF's part (docs/product.md §4 Member card in the phone's wallet;
// Apple's PassKit Web Service reference): the handlers under app/api/wallet/apple/v1 speak Apple's
// paths, statuses and header, and ask the service (lib/contract/apple-pass.ts), which checks the
// pass's token. Without the signing settings, or for another pass type, there is nothing here.

/** The signing settings when the pass type is ours, else null (the handler answers 404). */
export function ourPassType(passTypeIdentifier: string) {
  const settings = appleWalletEnv();
  return settings?.passTypeId === passTypeIdentifier ? settings : null;
}

/** The pass's own token, from `Authorization: ApplePass <token>`; null without one. */
export function passToken(request: Request): string | null {
  const m = /^ApplePass (\S+)$/.exec(request.headers.get('authorization') ?? '');
  return m ? m[1]! : null;
}

/** An answer with no body, as Apple's reference gives most of them. */
export const bare = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** Apple's status for a call the service refused: a token it refused is a 401, else its own. */
export const refusedStatus = (result: { status: number }) =>
  result.status === 401 || result.status === 404 ? 401 : result.status;
