import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/locale';
import { guardRoute } from '@/lib/navigation/route-guard';
import { routeParamsValid, type PageName } from '@/lib/navigation/routes';
import { RouteMessages } from '@/lib/i18n/client-messages';
import { SessionSync } from './session-sync';
import { OfflineNotice } from '@/components/pwa/lazy-offline-notice';

type Params = Promise<Record<string, string>>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A page of lib/navigation/routes.ts: sets the locale, checks access again, then renders with its client messages. */
export function routePage(
  route: PageName,
  render: (args: {
    locale: Locale;
    params: Record<string, string>;
    searchParams: SearchParams;
  }) => ReactNode | Promise<ReactNode>,
) {
  return async function RoutePage({
    params,
    searchParams,
  }: {
    params: Params;
    searchParams: SearchParams;
  }) {
    const { locale, ...routeParams } = await params;
    if (!isLocale(locale) || !routeParamsValid(routeParams)) notFound();
    setRequestLocale(locale);
    // The page starts beside the guard, whose session check is a round trip to the service, so
    // its reads need not wait for it (lib/server/first-paint.ts startFirstPaint). The guard still
    // answers first: a visitor it turns away is redirected, whatever the page would have shown,
    // and nothing the page read reaches them.
    const page = Promise.resolve(render({ locale, params: routeParams, searchParams }));
    page.catch(() => undefined);
    await guardRoute(route, locale);
    return (
      <RouteMessages route={route}>
        <SessionSync />
        {/* Offline, this render is the saved copy the member reads: said with its time. */}
        {route === 'offline' ? null : <OfflineNotice savedAt={new Date().toISOString()} />}
        {await page}
      </RouteMessages>
    );
  };
}
