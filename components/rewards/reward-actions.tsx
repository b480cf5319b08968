'use client';

import { useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contract/loyalty';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { returnAfterSignIn } from '@/lib/navigation/navigation-memory';
import { MemberRewardActions } from './lazy-reward-parts';
import { PRIMARY_ACTION } from './primary-action';
import { useRewardsContext } from './rewards-context-provider';
import { routePath } from '@/lib/navigation/route-paths';

/**
 * docs/product.md §4 Reward flow on a catalogue reward: a guest is asked to log in; a member's actions
 * (joining the brand, unlocking, moving points) load only for a member.
 */
export function RewardActions({ reward }: { reward: Reward }) {
  const t = useTranslations('RewardDetail');
  const { member } = useRewardsContext();
  const pathname = usePathname();
  if (member) return <MemberRewardActions reward={reward} member={member} />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{t('loginToUnlock')}</p>
      <Link
        href={routePath('login')}
        replace
        onClick={() => returnAfterSignIn(pathname)}
        className={PRIMARY_ACTION}
      >
        {t('login')}
      </Link>
    </div>
  );
}
