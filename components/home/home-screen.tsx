import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';

export async function HomeScreen() {
  const t = await getTranslations('Pages');
  return <PageIntro title={t('home')} intro={t('homeIntro')} />;
}
