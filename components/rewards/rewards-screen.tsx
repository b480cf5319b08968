import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';

export async function RewardsScreen() {
  const t = await getTranslations('Pages');
  return <PageIntro title={t('rewards')} intro={t('rewardsIntro')} />;
}
