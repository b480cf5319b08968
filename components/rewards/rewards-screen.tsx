import { Suspense } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import { PointsWidget } from '@/components/points/points-widget';
import { MemberFirstPaint } from '@/components/providers/member-first-paint';
import type { Locale } from '@/lib/locale';
import { startBrand } from '@/lib/rewards/reward-pages';
import { getRewardsEnv } from '@/lib/rewards/rewards-env';
import { RewardsCatalog } from './rewards-catalog';
import { RewardsEnvProvider } from './rewards-env-provider';

/**
 * SPEC §2 /rewards: the points widget, then rewards and the member's vouchers per brand. A
 * member's page opens with the first page of both lists of the brand it starts on.
 */
export async function RewardsScreen({ askedBrand }: { askedBrand?: string }) {
  const locale = (await getLocale()) as Locale;
  const [t, env] = await Promise.all([getTranslations('Pages'), getRewardsEnv(locale)]);
  const brand = startBrand(env.brands, askedBrand);
  return (
    <MemberFirstPaint reads={[{ list: 'reward-list', brand }, { list: 'voucher-list', brand }]}>
      <PointsWidget />
      <PageIntro title={t('rewards')} intro={t('rewardsIntro')} />
      <RewardsEnvProvider env={env}>
        <Suspense fallback={null}>
          <RewardsCatalog />
        </Suspense>
      </RewardsEnvProvider>
    </MemberFirstPaint>
  );
}

/** This screen as the page behind a hard-loaded modal (SPEC §2 Modals table; components/modal/modal-page.tsx). */
export const REWARDS_BACKGROUND = { path: '/rewards', Screen: RewardsScreen };
