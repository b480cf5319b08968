import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { PointsWidget } from '@/components/points/points-widget';

export async function HomeScreen() {
  const t = await getTranslations('Pages');
  return (
    <>
      <PointsWidget />
      <PageIntro title={t('home')} intro={t('homeIntro')} />
    </>
  );
}
