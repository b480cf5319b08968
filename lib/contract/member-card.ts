// The member card's code, shown as a QR code at the till and scanned into the partner API in
// place of the phone number (docs/product.md §4 Member card). A time-based one-time code in the
// manner of RFC 6238: the service gives each signed-in device a card (an id and a random secret,
// deleted with the session); the device draws the code for the current 30-second step itself, so
// the card still works with no signal, and a screenshot of it is refused a minute later. The
// service accepts a step one either side of its own (clock drift, a slow scan) and each step once.
// One definition for the device that draws the code and the service that checks it. No schema
// library here: the wallet loads this in the browser (the schemas are in loyalty.ts and partner.ts).

/** The code's form: version, card id, time step, 80-bit MAC. */
export const CARD_CODE_PATTERN = /^M1\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{14})$/;
/** Seconds per step: a code changes this often. */
export const CARD_STEP_SECONDS = 30;
/** Steps either side of the service's own that it still accepts. */
export const CARD_STEP_TOLERANCE = 1;

/** What a device keeps to draw the card (lib/contract/loyalty.ts MemberCardSchema checks it). */
export interface MemberCard {
  /** The member's number, printed under the code for a person to read (not accepted for earning). */
  memberNumber: string;
  cardId: number;
  /** base64url, 32 bytes. */
  secret: string;
  /** The card stops working then (the session's absolute expiry), or earlier when signed out. */
  validUntil: string;
}

export const cardStep = (epochMs: number) => Math.floor(epochMs / 1000 / CARD_STEP_SECONDS);

/** Milliseconds until the code of `epochMs` changes. */
export const msUntilNextStep = (epochMs: number) =>
  CARD_STEP_SECONDS * 1000 - (epochMs % (CARD_STEP_SECONDS * 1000));

export const base64UrlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
};

const bytesToBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The MAC of one step of one card (HMAC-SHA-256 truncated to 10 bytes), in Web Crypto. */
export async function cardMac(secret: string, cardId: number, step: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    base64UrlToBytes(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`M1.${cardId}.${step}`),
  );
  return bytesToBase64Url(new Uint8Array(signed).slice(0, 10));
}

/** The code a device shows for `step`. */
export async function cardCode(
  card: Pick<MemberCard, 'cardId' | 'secret'>,
  step: number,
): Promise<string> {
  return `M1.${card.cardId}.${step}.${await cardMac(card.secret, card.cardId, step)}`;
}

export interface ParsedCardCode {
  cardId: number;
  step: number;
  mac: string;
}

export function parseCardCode(code: string): ParsedCardCode | null {
  const m = CARD_CODE_PATTERN.exec(code.trim());
  if (!m) return null;
  return { cardId: Number(m[1]), step: Number(m[2]), mac: m[3]! };
}

/** The member number as printed: groups of four digits. */
export const groupedMemberNumber = (memberNumber: string) =>
  memberNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

// A wallet pass's code (docs/product.md §4 Member card in the phone's wallet). The wallet draws it,
// not this app, so it is the wallet's own scheme: RFC 6238 TOTP (HMAC-SHA-1, 30-second steps,
// PASS_CODE_DIGITS digits) over the pass card's secret, after its card id. The service accepts it
// under the same rules as a device's code: a step either side of now, each step once.

/** The pass code's form: version, card id, TOTP value. */
export const PASS_CODE_PATTERN = /^M2\.(\d{1,12})\.(\d{8})$/;
export const PASS_CODE_DIGITS = 8;

/** The pattern a wallet fills with the TOTP value of each step (Google Wallet's valuePattern). */
export const passCodePattern = (cardId: number) => `M2.${cardId}.{totp_value_0}`;

export function parsePassCode(code: string): { cardId: number; totp: string } | null {
  const m = PASS_CODE_PATTERN.exec(code.trim());
  return m ? { cardId: Number(m[1]), totp: m[2]! } : null;
}

// An Apple Wallet pass's code (docs/product.md §4 Member card in the phone's wallet). Apple Wallet
// shows a fixed barcode, so this code does not change: 128 bits the service derives from the card
// id under its own secret (services/loyalty/domain/apple-pass.ts), which no one can guess and the
// database does not hold. Being fixed, a copy of it works as well as the pass: the service takes it
// for earning only (partner-order), once a step like the others, and for nothing that spends.

/** The static pass code's form: version, card id, 128-bit base64url token. */
export const STATIC_PASS_CODE_PATTERN = /^M3\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

export function parseStaticPassCode(code: string): { cardId: number; token: string } | null {
  const m = STATIC_PASS_CODE_PATTERN.exec(code.trim());
  return m ? { cardId: Number(m[1]), token: m[2]! } : null;
}

/** The phone wallets a member card can be saved in (docs/product.md §4); the web app offers those it has settings for. */
export const PASS_WALLETS = ['google', 'apple'] as const;
export type PassWallet = (typeof PASS_WALLETS)[number];
