import { describe, expect, it } from 'vitest';
import { intentFor } from '@/lib/exchange/intent';

describe('intentFor', () => {
  const payload = { sourceBrand: 'AMRX', targetBrand: 'KFC', points: 100 };
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('keeps the key while the same transfer is confirmed again (double tap, retry)', () => {
    const first = intentFor(null, payload, newKey);
    expect(intentFor(first, { ...payload }, newKey)).toBe(first);
  });

  it('makes a new key for another amount or brand', () => {
    const first = intentFor(null, payload, newKey);
    expect(intentFor(first, { ...payload, points: 101 }, newKey).key).not.toBe(first.key);
    expect(intentFor(first, { ...payload, targetBrand: 'PHD' }, newKey).key).not.toBe(first.key);
  });
});
