'use client';

import { useCallback, useRef } from 'react';

/**
 * Idempotency keys for points-moving calls (docs/architecture.md §4): one key per thing the member meant to do
 * (e.g. "unlock kfc-zinger-meal"), reused when the same step is retried after a failure, and
 * dropped once it succeeded so the next intent gets a fresh key.
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
