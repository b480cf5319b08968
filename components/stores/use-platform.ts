'use client';

import { useSyncExternalStore } from 'react';
import { platformOf, type Platform } from '@/lib/stores/store-list';

const never = () => () => {};

/** The member's platform, for which maps app to offer; the server and first render say 'other'. */
export function usePlatform(): Platform {
  return useSyncExternalStore(
    never,
    () => platformOf(navigator.userAgent),
    () => 'other',
  );
}
