import 'server-only';
import type { ReactNode } from 'react';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { routeNamespaces, type RouteName } from '@/lib/navigation/routes';
import { IntlClientProvider } from './intl-client-provider';
import type { Namespace } from './namespaces';

// The browser gets only the messages its client components read, not the whole catalogue: the
// catalogue (21 KB in English, 29 KB in Arabic) was a third of every page's HTML, and without it
// a page's compressed HTML fits in the first round trip of a new connection, about 14 KB
// (docs/quality.md §3). A page navigated to in the browser brings its own few namespaces. Server components read
// every message on the server as before.
//
// A provider replaces the one above it, so a route's pages get every namespace their subtree
// reads: the route table (lib/navigation/routes.ts) names each route's parts, and a modal's pages add their
// background page's and the modal frame's (routeNamespaces).

/** Hands its subtree's client components the namespaces named, in the request's language. */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const [all, locale, timeZone] = await Promise.all([getMessages(), getLocale(), getTimeZone()]);
  const messages = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
  return (
    <IntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </IntlClientProvider>
  );
}

/** The provider of a route's pages (components/layout/route-page.tsx, modal-page.tsx). */
export function RouteMessages({ route, children }: { route: RouteName; children: ReactNode }) {
  return <ClientMessages namespaces={routeNamespaces(route)}>{children}</ClientMessages>;
}
