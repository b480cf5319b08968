import { getTranslations } from 'next-intl/server';
import type { ModalBodyProps } from '@/components/modal/modal-page';
import { callFromServer } from '@/lib/bff/server-call';
import { rewardInLanguage } from '@/lib/rewards/in-language';
import { detailContext, isMissing } from './detail-context';
import { RewardDetail } from './reward-detail';
import { RewardsContextProvider } from './rewards-context-provider';

// The first paint carries the reward, in the page's language only (rewardInLanguage); the client
// leaf owns the flow. An unknown id says so.
export async function RewardDetailBody({ params }: ModalBodyProps) {
  const input = { brand: params.brand ?? '', id: params.id ?? '' };
  const [{ env, faq, locale }, result, t] = await Promise.all([
    detailContext(),
    callFromServer('reward-details', input),
    getTranslations(),
  ]);
  if (!result.ok)
    return (
      <p role="alert">
        {isMissing(result.status) ? t('RewardDetail.notFound') : t('Rewards.rewardsError')}
      </p>
    );
  return (
    <RewardsContextProvider value={env}>
      <RewardDetail
        input={input}
        initial={{ reward: rewardInLanguage(result.data.reward, locale) }}
        faq={faq}
      />
    </RewardsContextProvider>
  );
}
