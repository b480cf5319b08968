import 'server-only';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { headers } from 'next/headers';
import {
  DEEP_LINK_VISIT_HEADER,
  REQUEST_SEARCH_HEADER,
  ROUTE_TABLE,
  routePath,
  type RouteName,
} from '@/lib/navigation/routes';
import { isMemberSignedIn } from '@/lib/session/member';

/**
 * The second gate (the middleware is the first): pages and modals call this before rendering, so
 * a request that slipped past the middleware still meets docs/product.md §2's access kinds.
 */
export async function guardRoute(route: RouteName, locale: Locale): Promise<void> {
  const entry = ROUTE_TABLE[route];
  const { access } = entry;
  if (access === 'public') return;
  const [signedIn, head] = await Promise.all([isMemberSignedIn(), headers()]);
  // A deep-link visit to a PROTECTED page is validated by the page itself (docs/product.md §4).
  const deepLinkVisit = entry.protected && head.get(DEEP_LINK_VISIT_HEADER) === '1';
  // docs/product.md §2: both redirects keep the query string.
  const search = head.get(REQUEST_SEARCH_HEADER) ?? '';
  if (access === 'authOnly' && !signedIn && !deepLinkVisit)
    redirect({ href: `${routePath('login')}${search}`, locale });
  if (access === 'guestOnly' && signedIn)
    redirect({ href: `${routePath('home')}${search}`, locale });
}
