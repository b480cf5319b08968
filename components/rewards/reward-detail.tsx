'use client';

import type { CallData } from '@/lib/contract/calls';
import { useDetailQuery } from '@/lib/rewards/browser/use-detail-query';
import { DetailView, type FaqEntry } from './detail-view';
import { RewardActions } from './reward-actions';

type Props = {
  input: { brand: string; id: string };
  initial: CallData<'reward-details'>;
  faq: FaqEntry[];
};

export function RewardDetail({ input, initial, faq }: Props) {
  const query = useDetailQuery('reward-details', input, initial);
  const reward = query.data?.reward ?? initial.reward;
  return (
    <DetailView reward={reward} faq={faq}>
      <RewardActions reward={reward} />
    </DetailView>
  );
}
