import { callFromServer } from '@/lib/bff/server-call';
import { BffError } from '@/lib/bff/errors';
import { publicOrigin } from '@/lib/bff/public-origin';
import { assertSameOriginJson } from '@/lib/bff/same-origin';
import { googleWalletEnv } from '@/lib/config/env';
import { PAGE_LANGUAGE_HEADER } from '@/lib/i18n/locale';
import { googleSaveUrl } from '@/lib/wallet/google-pass';
import { NO_STORE, askedLocale, refusal, serviceRefusal } from '@/lib/wallet/wallet-route';

export const dynamic = 'force-dynamic';

/**
 * "Add to Google Wallet" (docs/product.md §4 Member card in the phone's wallet): a new pass card
 * for the signed-in member, and the signed link that saves it. Without the issuer's settings there
 * is no such route (and no button).
 */
export async function POST(request: Request) {
  const settings = googleWalletEnv();
  const locale = askedLocale(request.headers.get(PAGE_LANGUAGE_HEADER));
  if (!settings) return refusal(new BffError('unknown_call'), locale);
  try {
    assertSameOriginJson(request);
  } catch (error) {
    return refusal(error instanceof BffError ? error : new BffError('forbidden'), locale);
  }
  const pass = await callFromServer('wallet-pass', { wallet: 'google' }, locale);
  if (!pass.ok) return serviceRefusal(pass);
  // The page's own origin (assertSameOriginJson checked it): Google shows the pass only to it.
  const origin = request.headers.get('origin') ?? publicOrigin(request);
  const saveUrl = await googleSaveUrl(settings, pass.data, { origin, locale }, new Date());
  return Response.json(
    { statusCode: 200, message: 'OK', data: { saveUrl } },
    { headers: NO_STORE },
  );
}
