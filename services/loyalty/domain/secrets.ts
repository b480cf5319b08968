import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

/** Phones are looked up and rate-limited by hash so the auth tables hold no readable number. */
export function phoneHash(phoneE164: string): string {
  return sha256(`phone:${phoneE164}`);
}
