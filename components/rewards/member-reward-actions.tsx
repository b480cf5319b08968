'use client';

import { useId, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { snackbar } from '@/lib/ui/snackbar';
import { ApiError } from '@/lib/api/api-error';
import { useApiQuery } from '@/lib/api/use-api';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorText } from '@/lib/api/use-error-text';
import type { BrandCode } from '@/lib/contract/common';
import type { Reward } from '@/lib/contract/loyalty';
import type { RewardsContext } from '@/lib/rewards/rewards-context';
import { nextRewardStep } from '@/lib/rewards/reward-step';
import { useIntentKey } from '@/lib/api/use-intent-key';
import { useRefreshPoints } from '@/lib/rewards/browser/use-refresh-points';
import { focusWhenShown } from '@/lib/ui/focus-step';
import { useJoinBrand } from '@/components/brands/use-join-brand';
import { useBrandOf, useRewardsContext } from './rewards-context-provider';
import { RetryAlert } from '@/components/ui/retry-alert';
import { orOffline } from '@/components/ui/offline-part';
import { TransferPointsPopup } from './lazy-parts';
import { PRIMARY_ACTION } from './primary-action';

// Opened once a member has unlocked a reward: loaded then, from here, its only user (a module of
// lazy parts that this file's own loader lives in would make an import circle).
const RewardUnlockedPopup = dynamic(
  () => import('./reward-unlocked-popup').then((m) => m.RewardUnlockedPopup, orOffline),
  { ssr: false },
);

/**
 * docs/product.md §4 Reward flow on a catalogue reward, for a signed-in member: a non-member of the brand
 * joins it (register-member), a member unlocks (redeem-reward "unlock", by the catalogue id); too
 * few points lead to the transfer-points popup. Once joined, focus goes on to the step the join
 * made possible, Unlock or the transfer that makes up the shortfall (docs/product.md §2 "Focus
 * follows each step"), rather than falling to the top of the page with the Join button.
 */
export function MemberRewardActions({
  reward,
  member,
}: {
  reward: Reward;
  member: NonNullable<RewardsContext['member']>;
}) {
  const t = useTranslations('RewardUnlock');
  const errorText = useErrorText();
  const { deviceId, brands } = useRewardsContext();
  const brand = useBrandOf()(reward.brand);
  const refresh = useRefreshPoints();
  const { keyFor, settle } = useIntentKey();
  const balances = useApiQuery('loyalty-brands', { cCode: member.cCode, phnNo: member.phnNo });
  const enrol = useJoinBrand(member, brand.code, deviceId);
  const unlock = useApiMutation('redeem-reward');
  const [unlocked, setUnlocked] = useState<Reward | null>(null);
  const [transferOpen, setTransferOpen] = useState(false);
  // The action of the step after joining (Unlock, or the transfer with its shortfall).
  const nextAction = useRef<HTMLButtonElement>(null);
  const shortById = useId();

  const standing = balances.isPending ? 'loading' : balances.data?.brands[reward.brand];
  const step = nextRewardStep(true, standing, reward.pointsCost);

  if (balances.isError) {
    return <RetryAlert message={errorText(balances.error)} onRetry={() => balances.refetch()} />;
  }
  if (step === 'loading') {
    return (
      <p role="status" className="text-sm text-muted">
        {t('checkingPoints')}
      </p>
    );
  }

  const join = () =>
    enrol.join({
      onJoined: () => snackbar.success(t('joined', { brand: brand.name })),
      onRefreshed: () => focusWhenShown(() => nextAction.current),
    });

  const doUnlock = () => {
    const intent = `unlock:${reward.id}`;
    unlock.mutate(
      {
        brand: reward.brand as BrandCode,
        id: reward.id,
        action: 'unlock',
        idempotencyKey: keyFor(intent),
      },
      {
        onSuccess: async ({ data }) => {
          settle(intent);
          setUnlocked(data.reward);
          await refresh();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'insufficient_points')
            setTransferOpen(true);
        },
      },
    );
  };

  const failure =
    enrol.error ?? (unlock.error?.code === 'insufficient_points' ? null : unlock.error);
  const joiningBonus =
    brands.find((b) => b.code === brand.code)?.joiningBonusPts ?? reward.joiningBonusPts;

  return (
    <div className="flex flex-col gap-3">
      {step === 'enrol' ? (
        <>
          <p className="text-sm">{t('joinPrompt', { brand: brand.name, points: joiningBonus })}</p>
          <button type="button" onClick={join} disabled={enrol.pending} className={PRIMARY_ACTION}>
            {enrol.pending ? t('enrolling') : t('join', { brand: brand.name })}
          </button>
        </>
      ) : null}
      {step === 'transfer' ? (
        <>
          {/* How many are missing, not only that some are (docs/product.md §4 Reward flow). */}
          <p id={shortById} className="text-sm font-medium text-error-ink">
            {t('shortBy', {
              points: Math.max(
                1,
                reward.pointsCost - (balances.data?.brands[reward.brand]?.pointBalance ?? 0),
              ),
              brand: brand.name,
            })}
          </p>
          {/* Described by the shortfall, so focus landing here after joining reads both. */}
          <button
            ref={nextAction}
            type="button"
            onClick={() => setTransferOpen(true)}
            aria-describedby={shortById}
            className={PRIMARY_ACTION}
          >
            {t('transferCta')}
          </button>
        </>
      ) : null}
      {step === 'unlock' ? (
        <button
          ref={nextAction}
          type="button"
          onClick={doUnlock}
          disabled={unlock.isPending}
          className={PRIMARY_ACTION}
        >
          {unlock.isPending ? t('unlocking') : t('unlock', { points: reward.pointsCost })}
        </button>
      ) : null}
      {enrol.pending ? (
        <p role="status" className="sr-only">
          {t('enrolling')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-error-ink">
          {errorText(failure)}
        </p>
      ) : null}
      {transferOpen ? (
        <TransferPointsPopup
          onClose={() => setTransferOpen(false)}
          target={brand.code}
          cost={reward.pointsCost}
        />
      ) : null}
      {unlocked ? (
        <RewardUnlockedPopup voucher={unlocked} onClose={() => setUnlocked(null)} />
      ) : null}
    </div>
  );
}
