import { getTranslations } from 'next-intl/server';
import { getHomeConfig } from '@/lib/home-config';
import { getSession } from '@/lib/session/session';
import { isSignedIn } from '@/lib/session/session-cookie';
import { PageIntro } from '@/components/layout/page-intro';
import { PointsWidget } from '@/components/points/points-widget';
import { OffersSection } from './offers-section';
import { HomeLoadError } from './home-load-error';

export async function HomeScreen() {
  const [t, home, session, th] = await Promise.all([getTranslations('Pages'), getHomeConfig(), getSession(), getTranslations('Home')]);
  const member = isSignedIn(session) && session.member ? { cCode: session.member.cCode, phnNo: session.member.phnNo } : null;
  return (
    <>
      <PointsWidget />
      <PageIntro title={t('home')} intro={t('homeIntro')} />
      {home ? <OffersSection offers={home.amrHomeWidgetsData.offerWidget} member={member} title={th('offersTitle')} /> : <HomeLoadError />}
    </>
  );
}
