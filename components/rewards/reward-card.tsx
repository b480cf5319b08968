'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contract/loyalty';
import { formatValidity } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { bySuffix } from '@/lib/i18n/localized';
import { RewardImage } from './reward-image';
import { useBrandOf } from './rewards-context-provider';

/** One reward (kind "reward") or one of the member's vouchers (kind "voucher"); opens its details. */
export function RewardCard({ reward, kind }: { reward: Reward; kind: 'reward' | 'voucher' }) {
  const t = useTranslations('Rewards');
  const tv = useTranslations('Validity');
  const locale = useLocale() as Locale;
  const brand = useBrandOf()(reward.brand);
  const href = `/${kind === 'reward' ? 'rewards' : 'voucher'}/detail/${brand.shortname}/${reward.id}`;
  return (
    <Link
      href={href}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
    >
      <RewardImage image={reward.image} className="h-28 w-full bg-surface object-contain p-2" />
      <span className="flex flex-1 flex-col gap-1 p-4">
        <span className="text-xs font-medium uppercase text-muted">{brand.name}</span>
        <span className="font-semibold">{bySuffix(reward, 'title', locale)}</span>
        <span className="line-clamp-2 text-sm text-muted">
          {bySuffix(reward, 'description', locale)}
        </span>
        <span className="mt-auto flex flex-wrap items-center gap-2 pt-2 text-xs">
          {/* The cost with its word, pluralised: no left-to-right span, which would put an Arabic
              "20 نقطة" in the wrong order. */}
          <span className="rounded-full bg-primary-ink px-2 py-1 font-semibold text-white">
            {t('points', { points: reward.pointsCost })}
          </span>
          <span className="rounded-full bg-surface px-2 py-1">
            {reward.channel === 'online' ? t('filterOnline') : t('filterInStore')}
          </span>
          {kind === 'voucher' ? (
            <span className="rounded-full bg-surface px-2 py-1 font-medium">
              {t('status', { status: reward.status })}
            </span>
          ) : (
            <span className="text-muted">
              {formatValidity(tv, reward.duration, reward.durationUnit)}
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

export function CardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-surface" />
  ));
}
