import { getTranslations } from 'next-intl/server';
import type en from '@/messages/en.json';
import { PageIntro } from './page-intro';

type PagesKey = keyof (typeof en)['Pages'];

/** A page's heading and one line saying what it is for. */
export async function IntroScreen({ title, intro }: { title: PagesKey; intro?: PagesKey }) {
  const t = await getTranslations('Pages');
  return <PageIntro title={t(title)} intro={intro ? t(intro) : undefined} />;
}
