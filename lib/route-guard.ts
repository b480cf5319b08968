import 'server-only';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/locale';
import { headers } from 'next/headers';
import { DEEP_LINK_VISIT_HEADER, HOME_PATH, ROUTES, type RouteEntry } from '@/lib/routes';
import { isMemberSignedIn } from '@/lib/session/session';

export function routeEntry(pattern: string): RouteEntry {
  const entry = ROUTES.find((route) => route.pattern === pattern);
  if (!entry) throw new Error(`No route ${pattern} in lib/routes.ts`);
  return entry;
}

/**
 * The second gate (the middleware is the first): pages and modals call this before rendering, so
 * a request that slipped past the middleware still meets SPEC §2's access kinds.
 */
export async function guardRoute(pattern: string, locale: Locale): Promise<void> {
  const entry = routeEntry(pattern);
  const { access } = entry;
  if (access === 'public') return;
  const signedIn = await isMemberSignedIn();
  // A deep-link visit to a PROTECTED page is validated by the page itself (SPEC §4).
  const deepLinkVisit = entry.protected && (await headers()).get(DEEP_LINK_VISIT_HEADER) === '1';
  if (access === 'authOnly' && !signedIn && !deepLinkVisit) redirect({ href: '/login', locale });
  if (access === 'guestOnly' && signedIn) redirect({ href: HOME_PATH, locale });
}
