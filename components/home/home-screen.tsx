import type { ReactNode } from 'react';
import type { ModalBackground } from '@/components/modal/modal-page';
import { getLocale, getTranslations } from 'next-intl/server';
import { getHomeConfig } from '@/lib/config/home-config';
import type { Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { offerCard } from '@/lib/content/offer-filter';
import { readLatestMovements } from '@/lib/history/latest';
import { getMember } from '@/lib/session/member';
import { tourAnchor, type TourEntry } from '@/lib/tour/steps';
import { PageIntro } from '@/components/layout/page-intro';
import { PointsWidget } from '@/components/points/points-widget';
import { MemberFirstPaint } from '@/components/providers/member-first-paint';
import { startFirstPaint } from '@/lib/server/first-paint';
import { LatestActivity } from './latest-activity';
import { OffersSection } from './offers-section';
import { HomeBalancesRetry, HomeLoadError } from './home-load-error';

/**
 * `tour`: the guided tour over the screen, given by home's own page (./home-page.tsx). Behind a
 * hard-loaded modal (HOME_BACKGROUND) there is none: the tour starts only on home's own path, so
 * that page would carry its script for nothing.
 */
export async function HomeScreen({ tour }: { tour?: (entries: TourEntry[]) => ReactNode }) {
  startHomeReads();
  const movements = readLatestMovements();
  const [t, home, profile, th, locale] = await Promise.all([
    getTranslations('Pages'),
    getHomeConfig(),
    getMember(),
    getTranslations('Home'),
    getLocale() as Promise<Locale>,
  ]);
  const member = profile ? { cCode: profile.cCode, phnNo: profile.phnNo } : null;
  const offers =
    home?.amrHomeWidgetsData.offerWidget.map((offer) => offerCard(offer, locale)) ?? [];
  // docs/product.md §2 Guided tour: the steps' words come from the server's coach marks, in the page's language.
  const tourEntries = (home?.coachMarks ?? []).map((mark) => ({
    target: mark.target,
    heading: localized(mark.heading, locale),
    content: localized(mark.content, locale),
  }));
  return (
    <MemberFirstPaint>
      <div {...tourAnchor('small', 'points-widget')}>
        <PointsWidget />
      </div>
      <PageIntro title={t('home')} intro={t('homeIntro')} />
      {member ? <LatestActivity movements={movements} /> : null}
      {home ? (
        <OffersSection offers={offers} member={member} title={th('offersTitle')} />
      ) : (
        <HomeLoadError />
      )}
      {member ? <HomeBalancesRetry cCode={member.cCode} phnNo={member.phnNo} /> : null}
      {/* docs/product.md §4 Tour: only once the tour content has loaded. */}
      {home && tour ? tour(tourEntries) : null}
    </MemberFirstPaint>
  );
}

/**
 * The balances, and a member's last movements (docs/product.md §2 /home), asked for before the
 * screen awaits anything and the movements awaited where they are shown, so both run beside the
 * session check and the screen's other reads, not after them.
 */
function startHomeReads() {
  startFirstPaint();
  // Marked handled: a render that stops before the section is reached leaves no stray rejection.
  void readLatestMovements().catch(() => undefined);
}

/** This screen as the page behind a hard-loaded modal (docs/product.md §2 Modals table; components/modal/modal-page.tsx). */
export const HOME_BACKGROUND: ModalBackground = {
  route: 'home',
  Screen: HomeScreen,
  start: startHomeReads,
};
