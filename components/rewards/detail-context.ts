import 'server-only';
import { getLocale } from 'next-intl/server';
import { getHomeConfig } from '@/lib/config/home-config';
import type { Locale } from '@/lib/i18n/locale';
import { localized } from '@/lib/i18n/localized';
import { getRewardsContext } from '@/lib/rewards/rewards-context';
import type { FaqEntry } from './detail-view';

// docs/product.md §2 /rewards/detail/{brand}/{id} and /voucher/detail/{brand}/{id}: what both detail bodies
// read. Each body has a module of its own, so a detail route carries only its own client code.

export async function detailContext() {
  const locale = (await getLocale()) as Locale;
  const [env, home] = await Promise.all([getRewardsContext(locale), getHomeConfig()]);
  const faq: FaqEntry[] = (home?.faq ?? []).map((f) => ({
    question: localized(f.question, locale),
    answer: localized(f.answer, locale),
  }));
  return { env, faq, locale };
}

export const isMissing = (status: number) => status === 404 || status === 400;
