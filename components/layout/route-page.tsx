import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/locale';
import { guardRoute } from '@/lib/navigation/route-guard';
import { routeParamsValid, type PageName } from '@/lib/navigation/routes';
import { RouteMessages } from '@/lib/i18n/client-messages';
import { SessionSync } from './session-sync';
import { OfflineNotice } from '@/components/pwa/offline-notice';

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
    await guardRoute(route, locale);
    return (
      <RouteMessages route={route}>
        <SessionSync />
        {/* Offline, this render is the saved copy the member reads: said with its time. */}
        {route === 'offline' ? null : <OfflineNotice savedAt={new Date().toISOString()} />}
        {await render({ locale, params: routeParams, searchParams })}
      </RouteMessages>
    );
  };
}
