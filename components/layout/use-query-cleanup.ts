'use client';

import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { usePathname } from '@/lib/i18n/navigation';
import { routePath } from '@/lib/navigation/route-paths';

const QUERY_CLEANUP_MS = 4500;
const PROTECTED = new Set([
  '/',
  routePath('home'),
  routePath('rewards'),
  routePath('exchangePoints'),
  routePath('profileManageAccount'),
  routePath('terms'),
  routePath('privacy'),
]);

/**
 * docs/product.md §4 Query cleanup: on protected routes the query string (phone numbers included)
 * leaves the address bar 4.5 s after the page mounts. In the page's own script, so it happens
 * even when the brand-return banner's is slow or never arrives.
 *
 * A router update that lands later (a refresh started before the wipe, e.g. after a deep-link
 * sign-in) can bring the old query back; past the deadline it is wiped again at once. The wipe
 * goes through the router (a state without Next's own marker, which Next copies in): called with
 * the router's own history state, the router would keep the query, put it back with its next
 * update and never tell this effect.
 */
export function useQueryCleanup() {
  const params = useSearchParams();
  const pathname = usePathname();
  const [mountedAt] = useState(() => Date.now());
  useEffect(() => {
    if (!PROTECTED.has(pathname) || params.size === 0) return;
    const timer = setTimeout(
      () => {
        window.history.replaceState(null, '', window.location.pathname);
      },
      Math.max(0, mountedAt + QUERY_CLEANUP_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [params, pathname, mountedAt]);
}
