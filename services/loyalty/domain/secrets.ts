import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// Opaque secrets (tokens, client ids, OTPs) come from the CSPRNG and are stored only as sha256.

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newOpaqueToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** A numeric code of `length` digits, uniformly drawn (crypto.randomInt, no modulo bias). */
export function newNumericCode(length: number): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(sha256(a));
  const y = Buffer.from(sha256(b));
  return timingSafeEqual(x, y);
}

/**
 * The key under which a phone number, a number prefix or a client address is looked up and
 * rate-limited. A keyed HMAC, not a plain hash: the numbers of one prefix are few enough to try
 * them all against a plain sha256 in seconds, but without the server's lookup secret a stolen
 * table of these keys tells nothing.
 */
export function lookupKey(
  secret: string,
  kind: 'phone' | 'prefix' | 'ip' | 'device',
  value: string,
): string {
  return createHmac('sha256', secret).update(`${kind}:${value}`).digest('hex');
}

/** The secrets a number's key in the joining-bonus record is made with (settings.ts). */
export interface BonusKeying {
  lookupSecret: string;
  bonusSecret?: string;
}

/**
 * A number's key in the record of numbers that had a joining bonus (docs/product.md §4 Account
 * deletion), kept after the account is deleted: a keyed HMAC under its own secret, or, when none
 * is set, under one derived from the lookup secret for this use alone.
 */
export function joiningBonusKey(keying: BonusKeying, phoneE164: string): string {
  const secret =
    keying.bonusSecret ??
    createHmac('sha256', keying.lookupSecret).update('joining-bonus-record').digest('hex');
  return createHmac('sha256', secret).update(`joining-bonus:${phoneE164}`).digest('hex');
}
