import 'server-only';
import type { CallData } from '@/lib/contract/calls';
import { formatDate, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { routePath } from '@/lib/navigation/route-paths';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// What every phone wallet's pass shows the same way (docs/product.md §4 Member card in the phone's
// wallet), for lib/wallet/google-pass.ts and lib/wallet/apple-pass.ts: the words of each language,
// the "as of" time and the link back to the app's card.

export type Pass = CallData<'wallet-pass'>;

/** The catalogue of one language: a pass carries both. */
export const passMessages = (locale: Locale) => (locale === 'ar' ? ar : en) as typeof en;

/** When the points were read, in the member's country's zone, not the server's or Dubai's. */
export const asOfText = (pass: Pick<Pass, 'asOf' | 'timeZone'>, locale: Locale) =>
  `${formatDate(pass.asOf, locale, pass.timeZone)} ${formatTime(pass.asOf, locale, pass.timeZone)}`;

/** The app's card, scan-ready: home with the wallet open (components/wallet/device-wallet.tsx). */
export const openCardUrl = (origin: string, locale: Locale) =>
  `${origin}/${locale}${routePath('home')}#wallet`;
