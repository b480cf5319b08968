'use client';

import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (a code shown for the till must not dim while the cashier
 * reads it), through the Screen Wake Lock API where the browser has it; elsewhere, or when the
 * browser refuses, nothing happens. The browser drops the lock when the page is hidden: it is
 * asked for again when the page shows, and let go when `active` ends or the component goes.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let over = false;
    const request = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (over) void sentinel.release().catch(() => {});
          else lock = sentinel;
        },
        () => {},
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      over = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => {});
    };
  }, [active]);
}
