import 'server-only';
import { randomUUID } from 'node:crypto';
import { BffError, errorEnvelope } from '@/lib/bff/errors';
import { forMember } from '@/lib/bff/member-text';
import type { ServerCallResult } from '@/lib/bff/server-call';
import type { CallName } from '@/lib/contract/calls';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locale';

// What the "Add to … Wallet" routes (app/api/wallet/google, app/api/wallet/apple) answer when they
// make no pass: the BFF's envelope, worded for the member in the page's language, never stored.

export const NO_STORE = { 'cache-control': 'no-store' };

/** The page's language as asked, else the default. */
export const askedLocale = (asked: string | null): Locale =>
  isLocale(asked) ? asked : DEFAULT_LOCALE;

/** The web app's own refusal (no settings: 404; a foreign page: 403). */
export const refusal = (error: BffError, locale: Locale) =>
  Response.json(forMember(errorEnvelope(error, randomUUID()), error.status, locale, 'bff'), {
    status: error.status,
    headers: NO_STORE,
  });

/** The service's refusal to make the pass card (a session that has ended), in its words. */
export const serviceRefusal = (pass: Extract<ServerCallResult<CallName>, { ok: false }>) =>
  Response.json(
    { statusCode: pass.status, message: pass.message, data: { code: pass.code } },
    { status: pass.status, headers: NO_STORE },
  );
