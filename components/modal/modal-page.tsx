import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/locale';
import { guardRoute, routeEntry } from '@/lib/route-guard';
import { HOME_PATH, routeParamsValid, routePath } from '@/lib/routes';
import { RouteMessages } from '@/lib/i18n/client-messages';
import { SessionSync } from '@/components/layout/session-sync';
import { RouteModal } from './route-modal';
import type { ComponentType } from 'react';
import { MODAL_TITLES, type ModalBodyProps } from './modal-registry';

type Params = Promise<Record<string, string>>;

/** A page that can sit behind a hard-loaded modal, e.g. HOME_BACKGROUND of the home screen. */
export type ModalBackground = { path: string; Screen: ComponentType };

/**
 * Builds the two pages every modal route has (docs/conventions.md §3): without a background, the page of the
 * @modal slot, shown over the page it was opened from; with one, the page at the modal's own path
 * (a hard load), which renders the declared background page with the modal open (docs/product.md §2 Modals
 * table). Each page file passes its own body and background, so it carries only their JavaScript.
 */
export function modalPage(
  pattern: string,
  Body: ComponentType<ModalBodyProps>,
  background?: ModalBackground,
) {
  const title = MODAL_TITLES[pattern];
  if (!title) throw new Error(`No modal registered for ${pattern}`);
  const entry = routeEntry(pattern);
  const backgroundPath = entry.background ?? HOME_PATH;
  if (background && background.path !== backgroundPath) {
    throw new Error(`${pattern} is declared over ${backgroundPath}, not ${background.path}`);
  }

  return async function ModalPage({ params }: { params: Params }) {
    const { locale, ...routeParams } = await params;
    if (!isLocale(locale) || !routeParamsValid(routeParams)) notFound();
    setRequestLocale(locale);
    await guardRoute(pattern, locale);
    const t = await getTranslations('Modals');
    const modal = (
      <RouteModal
        path={routePath(pattern, routeParams)}
        background={backgroundPath}
        title={t(title)}
      >
        <Body params={routeParams} />
      </RouteModal>
    );
    return (
      <RouteMessages pattern={pattern}>
        <SessionSync />
        {background ? <background.Screen /> : null}
        {modal}
      </RouteMessages>
    );
  };
}
