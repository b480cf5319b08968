import { randomUUID } from 'node:crypto';
import { callFromServer } from '@/lib/bff/server-call';
import { BffError, errorEnvelope } from '@/lib/bff/errors';
import { forMember } from '@/lib/bff/member-text';
import { assertSameOriginJson } from '@/lib/bff/same-origin';
import { googleWalletEnv } from '@/lib/config/env';
import { DEFAULT_LOCALE, PAGE_LANGUAGE_HEADER, isLocale } from '@/lib/i18n/locale';
import { googleSaveUrl } from '@/lib/wallet/google-pass';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * "Add to Google Wallet" (docs/product.md §4 Member card in the phone's wallet): a new pass card
 * for the signed-in member, and the signed link that saves it. Without the issuer's settings there
 * is no such route (and no button).
 */
export async function POST(request: Request) {
  const settings = googleWalletEnv();
  const asked = request.headers.get(PAGE_LANGUAGE_HEADER);
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const refuse = (error: BffError) =>
    Response.json(forMember(errorEnvelope(error, randomUUID()), error.status, locale, 'bff'), {
      status: error.status,
      headers: NO_STORE,
    });
  if (!settings) return refuse(new BffError('unknown_call'));
  try {
    assertSameOriginJson(request);
  } catch (error) {
    return refuse(error instanceof BffError ? error : new BffError('forbidden'));
  }
  const pass = await callFromServer('wallet-pass', { wallet: 'google' }, locale);
  if (!pass.ok)
    return Response.json(
      { statusCode: pass.status, message: pass.message, data: { code: pass.code } },
      { status: pass.status, headers: NO_STORE },
    );
  // The page's own origin (assertSameOriginJson checked it): Google shows the pass only to it.
  const origin = request.headers.get('origin') ?? new URL(request.url).origin;
  const saveUrl = await googleSaveUrl(settings, pass.data, { origin, locale }, new Date());
  return Response.json(
    { statusCode: 200, message: 'OK', data: { saveUrl } },
    { headers: NO_STORE },
  );
}
