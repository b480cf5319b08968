import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { PointsWidget } from '@/components/points/points-widget';

export async function RewardsScreen() {
  const t = await getTranslations('Pages');
  return (
    <>
      <PointsWidget />
      <PageIntro title={t('rewards')} intro={t('rewardsIntro')} />
    </>
  );
}
