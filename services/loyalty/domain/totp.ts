import { createHmac } from 'node:crypto';

/**
 * RFC 6238's TOTP with HMAC-SHA-1 (RFC 4226 §5.3's dynamic truncation) for one time step: what a
 * wallet draws for a pass's rotating code (lib/contract/member-card.ts PASS_CODE_PATTERN).
 */
export function totp(key: Uint8Array, step: number, digits: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}
