'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contract/loyalty';
import { formatNumber, formatValidity } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { bySuffix } from '@/lib/i18n/localized';
import { IsolatedText } from '@/components/ui/isolated-text';
import { Tabs } from '@/components/ui/tabs';
import { RewardImage } from './reward-image';
import { useBrandOf } from './rewards-context-provider';

export type FaqEntry = { question: string; answer: string };

const tabClass =
  'whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium sm:px-4 data-[state=active]:bg-primary-ink data-[state=active]:text-white focus-visible:outline-2 focus-visible:outline-primary';

/** docs/product.md §2 Reward and voucher details: image, points, validity, tabs Offer Details, T&C and FAQ. */
export function DetailView({
  reward,
  faq,
  children,
}: {
  reward: Reward;
  faq: FaqEntry[];
  children?: ReactNode;
}) {
  const t = useTranslations('RewardDetail');
  const tv = useTranslations('Validity');
  const locale = useLocale() as Locale;
  const brand = useBrandOf()(reward.brand);
  return (
    <div className="flex flex-col gap-4">
      <RewardImage
        image={reward.image}
        className="h-40 w-full rounded-2xl bg-surface object-contain p-3"
      />
      <div>
        <p className="text-xs font-medium uppercase text-muted">{brand.name}</p>
        <h3 className="text-lg font-semibold">{bySuffix(reward, 'title', locale)}</h3>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-2xl bg-surface p-3">
          <dt className="text-muted">{t('pointsCost')}</dt>
          {/* The number the Unlock button says ("Unlock for 20 points", "احصل عليها مقابل 20
              نقطة"), exact and unpadded: the label names the unit, and padding is for the
              widget's figures alone (docs/product.md §5 Points display). */}
          <dd className="whitespace-nowrap text-lg font-bold" data-testid="reward-cost">
            <IsolatedText>{formatNumber(reward.pointsCost, locale)}</IsolatedText>
          </dd>
        </div>
        <div className="rounded-2xl bg-surface p-3">
          <dt className="text-muted">{t('validity')}</dt>
          <dd className="font-semibold">
            {formatValidity(tv, reward.duration, reward.durationUnit)}
          </dd>
        </div>
      </dl>
      {children}
      <Tabs
        label={t('tabsLabel')}
        tabs={[
          {
            value: 'details',
            label: t('tabDetails'),
            panel: (
              <div className="pt-3 text-sm leading-relaxed">
                {bySuffix(reward, 'description', locale)}
              </div>
            ),
          },
          {
            value: 'terms',
            label: t('tabTerms'),
            panel: (
              <div className="pt-3 text-sm leading-relaxed">
                {bySuffix(reward, 'terms', locale)}
              </div>
            ),
          },
          {
            value: 'faq',
            label: t('tabFaq'),
            panel: (
              <div className="pt-3 text-sm">
                <dl className="flex flex-col gap-3">
                  {faq.map((f) => (
                    <div key={f.question}>
                      <dt className="font-semibold">{f.question}</dt>
                      <dd className="text-muted">{f.answer}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ),
          },
        ]}
        listClassName="flex gap-1 border-b border-line pb-2 sm:gap-2"
        tabClassName={tabClass}
      />
    </div>
  );
}
