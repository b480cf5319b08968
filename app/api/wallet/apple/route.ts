import { callFromServer } from '@/lib/bff/server-call';
import { BffError } from '@/lib/bff/errors';
import { publicOrigin } from '@/lib/bff/public-origin';
import { assertSameOriginNavigation } from '@/lib/bff/same-origin';
import { appleWalletEnv } from '@/lib/config/env';
import { PKPASS_TYPE, applePkpass } from '@/lib/wallet/apple-pass';
import { NO_STORE, askedLocale, refusal, serviceRefusal } from '@/lib/wallet/wallet-route';

export const dynamic = 'force-dynamic';

/**
 * "Add to Apple Wallet" (docs/product.md §4 Member card in the phone's wallet): a new pass card for
 * the signed-in member, signed into a .pkpass. Reached by a plain link, since Safari offers a pass
 * to Wallet from a navigation only; a link from another site is refused. Without the signing
 * settings there is no such route (and no button).
 */
export async function GET(request: Request) {
  const settings = appleWalletEnv();
  const locale = askedLocale(new URL(request.url).searchParams.get('locale'));
  if (!settings) return refusal(new BffError('unknown_call'), locale);
  try {
    assertSameOriginNavigation(request);
  } catch (error) {
    return refusal(error instanceof BffError ? error : new BffError('forbidden'), locale);
  }
  const pass = await callFromServer('wallet-pass', { wallet: 'apple' }, locale);
  if (!pass.ok) return serviceRefusal(pass);
  const pkpass = await applePkpass(settings, pass.data, publicOrigin(request));
  return new Response(new Uint8Array(pkpass), {
    headers: {
      'content-type': PKPASS_TYPE,
      'content-disposition': 'attachment; filename="member-card.pkpass"',
      ...NO_STORE,
    },
  });
}
