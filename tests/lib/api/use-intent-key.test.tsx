import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIntentKey } from '@/lib/api/use-intent-key';

// One idempotency key per intent (lib/api/use-intent-key.ts): the ledger applies a repeat once.

describe('useIntentKey', () => {
  const transfer = 'transfer AMRX>KFC:100';

  it('keeps the key while the same step is confirmed again (double tap, retry)', () => {
    const { result } = renderHook(() => useIntentKey());
    const first = result.current.keyFor(transfer);
    expect(result.current.keyFor(transfer)).toBe(first);
  });

  it('makes a new key for another amount or brand', () => {
    const { result } = renderHook(() => useIntentKey());
    const first = result.current.keyFor(transfer);
    expect(result.current.keyFor('transfer AMRX>KFC:101')).not.toBe(first);
    expect(result.current.keyFor('transfer AMRX>PHD:100')).not.toBe(first);
  });

  it('gives a fresh key once the step succeeded', () => {
    const { result, rerender } = renderHook(() => useIntentKey());
    const first = result.current.keyFor(transfer);
    result.current.settle(transfer);
    rerender();
    expect(result.current.keyFor(transfer)).not.toBe(first);
  });
});
