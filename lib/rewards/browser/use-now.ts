'use client';

import { useSyncExternalStore } from 'react';

// A clock for countdowns: ticks every second in the browser; 0 while rendering on the server
// (callers then show no countdown yet, so hydration matches).

function subscribe(onTick: () => void) {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}

const nowSeconds = () => Math.floor(Date.now() / 1000) * 1000;

/** Milliseconds since the epoch, to the second; 0 before hydration. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, nowSeconds, () => 0);
}
