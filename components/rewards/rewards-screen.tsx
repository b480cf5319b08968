import { Suspense, type ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { PointsWidget } from '@/components/points/points-widget';
import { MemberFirstPaint } from '@/components/providers/member-first-paint';
import { startFirstPaint, type FirstPaintRead } from '@/lib/server/first-paint';
import { getNativeBrands } from '@/lib/brands/native-brands';
import type { Locale } from '@/lib/i18n/locale';
import { startBrand } from '@/lib/rewards/reward-pages';
import { getRewardsContext } from '@/lib/rewards/rewards-context';
import { RewardsContextProvider } from './rewards-context-provider';

/**
 * docs/product.md §2 /rewards: the points widget, then rewards and the member's vouchers per brand. The
 * catalogue comes from the page: the rewards page's own, which opens with the first page of both
 * lists of the brand it starts on (`listsInFirstPaint`), or behind a hard-loaded detail one drawn
 * in the browser, which reads its lists there (rewards-background.tsx). This module imports
 * neither, so a route that does not render the catalogue does not load its code.
 */
export async function RewardsScreen({
  askedBrand,
  catalog,
  listsInFirstPaint = true,
}: {
  askedBrand?: string;
  catalog: ReactNode;
  listsInFirstPaint?: boolean;
}) {
  // The brand list is the process's copy: the lists are asked for before the session check ends.
  const brand = startBrand(await getNativeBrands(), askedBrand);
  const lists: FirstPaintRead[] = listsInFirstPaint
    ? [
        { list: 'reward-list', brand },
        { list: 'voucher-list', brand },
      ]
    : [];
  startFirstPaint({ reads: lists });
  const locale = (await getLocale()) as Locale;
  const [t, env] = await Promise.all([getTranslations('Pages'), getRewardsContext(locale)]);
  return (
    <MemberFirstPaint reads={lists}>
      <PointsWidget foldedOnPhones />
      <PageIntro title={t('rewards')} intro={t('rewardsIntro')} />
      <RewardsContextProvider value={env}>
        <Suspense fallback={null}>{catalog}</Suspense>
      </RewardsContextProvider>
    </MemberFirstPaint>
  );
}
