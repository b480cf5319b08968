import { createHmac, timingSafeEqual } from 'node:crypto';
import { cardStep, parseStaticPassCode } from '@/lib/contract/member-card';

// An Apple Wallet pass's two secrets (docs/product.md §4 Member card in the phone's wallet), both
// derived from its card id under the server's lookup secret, each with a label of its own: the
// database holds neither, a card id alone draws neither, and the service can sign the same pass
// again whenever the wallet asks for its latest version.
// - Its code (M3, lib/contract/member-card.ts): 128 bits, fixed, for earning at the till only.
// - Its authentication token: what the wallet shows Apple's pass web service (ApplePass header).

const derive = (lookupSecret: string, label: string, cardId: number) =>
  createHmac('sha256', lookupSecret).update(`${label}:${cardId}`).digest();

/** The code printed in the pass's barcode. */
export const applePassCode = (lookupSecret: string, cardId: number) =>
  `M3.${cardId}.${derive(lookupSecret, 'apple-pass-code', cardId).subarray(0, 16).toString('base64url')}`;

/** The pass's web service token (Apple asks for 16 characters or more: this is 43). */
export const applePassToken = (lookupSecret: string, cardId: number) =>
  derive(lookupSecret, 'apple-pass-auth', cardId).toString('base64url');

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether `token` is this pass's own web service token. */
export const isApplePassToken = (lookupSecret: string, cardId: number, token: string) =>
  same(applePassToken(lookupSecret, cardId), token);

/**
 * A scanned Apple pass code (M3) that the service signed: its card, and the step it is used in
 * (the code names none; a card earns once a step, as the others do), else null.
 */
export function staticPassCode(lookupSecret: string, code: string, now: Date) {
  const parsed = parseStaticPassCode(code);
  if (!parsed || !same(applePassCode(lookupSecret, parsed.cardId), code.trim())) return null;
  return { cardId: parsed.cardId, step: cardStep(now.getTime()) };
}
