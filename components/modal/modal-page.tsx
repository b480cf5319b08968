import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/locale';
import { guardRoute } from '@/lib/navigation/route-guard';
import {
  ROUTE_TABLE,
  routeParamsValid,
  type ModalName,
  type PageName,
} from '@/lib/navigation/routes';
import { routePath, type RouteParams } from '@/lib/navigation/route-paths';
import { RouteMessages } from '@/lib/i18n/client-messages';
import { SessionSync } from '@/components/layout/session-sync';
import { MemberFirstPaint } from '@/components/providers/member-first-paint';
import { startFirstPaint } from '@/lib/server/first-paint';
import { RouteModal } from './route-modal';
import type { ComponentType } from 'react';

/** What a modal's body gets: its route's params. */
export type ModalBodyProps = { params: Record<string, string> };

type Params = Promise<Record<string, string>>;

/**
 * A page that can sit behind a hard-loaded modal, e.g. HOME_BACKGROUND of the home screen.
 * `start`: begins the screen's own reads, which would otherwise wait for the modal's first paint
 * (its Screen renders inside it).
 */
export type ModalBackground = { route: PageName; Screen: ComponentType; start?: () => void };

/**
 * Builds the two pages every modal route has (docs/conventions.md §3): without a background, the page of the
 * @modal slot, shown over the page it was opened from; with one, the page at the modal's own path
 * (a hard load), which renders the declared background page with the modal open (docs/product.md §2 Modals
 * table). Each page file passes its own body and background, so it carries only their JavaScript.
 */
export function modalPage(
  route: ModalName,
  Body: ComponentType<ModalBodyProps>,
  background?: ModalBackground,
) {
  const entry = ROUTE_TABLE[route];
  if (background && background.route !== entry.background) {
    throw new Error(`${route} is declared over ${entry.background}, not ${background.route}`);
  }

  return async function ModalPage({ params }: { params: Params }) {
    const { locale, ...routeParams } = await params;
    if (!isLocale(locale) || !routeParamsValid(routeParams)) notFound();
    setRequestLocale(locale);
    // Hard loaded, the balances below and the screen's own reads start beside the guard's
    // session check.
    if (background) {
      startFirstPaint();
      background.start?.();
    }
    await guardRoute(route, locale);
    const t = await getTranslations('Modals');
    const modal = (
      <RouteModal
        // The params of this route's own path, as Next matched them against its folders.
        path={routePath(route, routeParams as RouteParams<ModalName>)}
        background={routePath(entry.background)}
        title={t(entry.title)}
      >
        <Body params={routeParams} />
      </RouteModal>
    );
    if (!background)
      return (
        <RouteMessages route={route}>
          <SessionSync />
          {modal}
        </RouteMessages>
      );
    // Hard loaded: the member's balances reach the query cache above both the page behind and the
    // modal, so whichever the server renders first, both paint with them on the server and in the
    // browser alike (the page's own first paint reads them again from the same request's answer).
    return (
      <RouteMessages route={route}>
        <SessionSync />
        <MemberFirstPaint>
          <background.Screen />
          {modal}
        </MemberFirstPaint>
      </RouteMessages>
    );
  };
}
