import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/locale';
import { guardRoute, routeEntry } from '@/lib/route-guard';
import { HOME_PATH, routePath } from '@/lib/routes';
import { RouteModal } from './route-modal';
import { MODALS } from './modal-registry';
import { BackgroundScreen } from './background-screen';

type Params = Promise<Record<string, string>>;

/**
 * Builds the two pages every modal route has (STYLE.md §3): `intercepted` in the @modal slot,
 * shown over the page it was opened from; `hardLoad` at the modal's own path, which renders the
 * declared background page with the modal open (SPEC §2 Modals table).
 */
export function modalPage(pattern: string, mode: 'intercepted' | 'hardLoad') {
  const definition = MODALS[pattern];
  if (!definition) throw new Error(`No modal registered for ${pattern}`);
  const entry = routeEntry(pattern);

  return async function ModalPage({ params }: { params: Params }) {
    const { locale, ...routeParams } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    await guardRoute(pattern, locale);
    const t = await getTranslations('Modals');
    const { Body } = definition;
    const modal = (
      <RouteModal
        path={routePath(pattern, routeParams)}
        background={entry.background ?? HOME_PATH}
        title={t(definition.title)}
      >
        {Body ? <Body params={routeParams} /> : null}
      </RouteModal>
    );
    if (mode === 'intercepted') return modal;
    return (
      <>
        <BackgroundScreen path={entry.background ?? HOME_PATH} />
        {modal}
      </>
    );
  };
}
