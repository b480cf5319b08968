'use client';

import { useCallback, useRef } from 'react';

/**
 * Idempotency keys for points-moving calls (docs/architecture.md §4, docs/quality.md I4): one key
 * per thing the member meant to do (e.g. "unlock kfc-zinger-meal", "transfer AMRX>KFC:100"),
 * reused when the same step is confirmed again (a double tap, Try again after a lost reply), so
 * the service applies it once and replays its first answer, and dropped once it succeeded so the
 * next intent gets a fresh key. Another amount or brand is another intent.
 */
export function useIntentKey() {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((intent: string) => {
    let key = keys.current.get(intent);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(intent, key);
    }
    return key;
  }, []);
  const settle = useCallback((intent: string) => {
    keys.current.delete(intent);
  }, []);
  return { keyFor, settle };
}
