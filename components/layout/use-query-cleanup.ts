'use client';

import { useEffect, useRef } from 'react';
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
 * leaves the address bar 4.5 s after the page mounts, or after it arrived. In the page's own script, so it happens
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
  const query = params.toString();
  // Each new query gets its 4.5 s (a later link in the app may carry one); the same query brought
  // back by a router update keeps its first deadline.
  const deadline = useRef<{ query: string; at: number } | null>(null);
  useEffect(() => {
    if (!PROTECTED.has(pathname) || !query) return;
    if (deadline.current?.query !== query)
      deadline.current = { query, at: Date.now() + QUERY_CLEANUP_MS };
    const timer = setTimeout(
      () => {
        window.history.replaceState(null, '', window.location.pathname);
      },
      Math.max(0, deadline.current.at - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [query, pathname]);
}
