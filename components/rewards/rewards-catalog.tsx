'use client';

import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { startBrand, type OfferFilter } from '@/lib/rewards/reward-pages';
import { useRewardPages } from '@/lib/rewards/browser/use-reward-pages';
import { OfflineVouchers, prefetchOfflineVouchers } from './lazy-offline-vouchers';
import { PagedSection } from './paged-section';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useRewardsContext } from './rewards-context-provider';
import { BrandMark } from '@/components/brands/brand-mark';
import { routePath } from '@/lib/navigation/route-paths';

const FILTERS: { value: OfferFilter; key: 'filterAll' | 'filterOnline' | 'filterInStore' }[] = [
  { value: 'all', key: 'filterAll' },
  { value: 'online', key: 'filterOnline' },
  { value: 'in-store', key: 'filterInStore' },
];

const pill = (pressed: boolean) =>
  `flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary ${
    pressed
      ? 'border-primary-ink bg-primary-ink text-white'
      : 'border-line bg-white hover:border-primary'
  }`;

/**
 * docs/product.md §2 Rewards listing: a brand, the offer-type filter, the member's vouchers and the brand's
 * rewards. The choice lives in component state, not the URL: protected pages wipe their query
 * string after 4.5 s (docs/product.md §4 Query cleanup). A brand app's `brand` parameter picks the start.
 */
export function RewardsCatalog() {
  const t = useTranslations('Rewards');
  const { brands, member } = useRewardsContext();
  const params = useSearchParams();
  const [brand, setBrand] = useState(() => startBrand(brands, params.get('brand')));
  const [filter, setFilter] = useState<OfferFilter>('all');
  const rewards = useRewardPages('reward-list', brand, filter);
  const vouchers = useRewardPages('voucher-list', brand, filter, !!member);
  const filtered = filter !== 'all';
  const chips = useRef<HTMLDivElement>(null);
  // The chosen brand's chip in view in its scrolling row (a brand app's ?brand=tgif starts on the
  // last one), in either direction, without scrolling the page itself.
  useEffect(() => {
    const row = chips.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip) return;
    const inRow = row.getBoundingClientRect();
    const at = chip.getBoundingClientRect();
    const margin = 16;
    if (at.right > inRow.right) row.scrollBy({ left: at.right - inRow.right + margin });
    else if (at.left < inRow.left) row.scrollBy({ left: at.left - inRow.left - margin });
  }, [brand]);
  useEffect(() => {
    if (!member) return;
    const timer = window.setTimeout(prefetchOfflineVouchers, 2_000);
    return () => window.clearTimeout(timer);
  }, [member]);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-10">
      <div
        ref={chips}
        role="group"
        aria-label={t('brandLabel')}
        className="flex gap-2 overflow-x-auto pb-2"
      >
        {brands.map((b) => (
          <button
            key={b.code}
            type="button"
            aria-pressed={brand === b.shortname}
            onClick={() => setBrand(b.shortname)}
            className={`shrink-0 ${pill(brand === b.shortname)}`}
          >
            <BrandMark src={b.logo} size={20} className="size-5 rounded bg-white" />
            {b.name}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('filterLabel')} className="mt-3 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
            className={pill(filter === f.value)}
          >
            {t(f.key)}
          </button>
        ))}
      </div>

      {member ? (
        <PagedSection
          id="vouchers"
          title={t('vouchersTitle')}
          kind="voucher"
          list={vouchers}
          texts={{
            loading: t('loadingVouchers'),
            empty: filtered ? t('noVouchersFiltered') : t('noVouchers'),
            error: t('vouchersError'),
          }}
          fallback={
            vouchers.query.error?.kind === 'network' ? (
              <OfflineVouchers
                fallback={
                  <RetryAlert
                    message={t('vouchersError')}
                    onRetry={() => vouchers.query.refetch()}
                  />
                }
              />
            ) : undefined
          }
        />
      ) : (
        <section aria-labelledby="vouchers-title" className="mt-6">
          <h2 id="vouchers-title" className="mb-3 text-lg font-semibold">
            {t('vouchersTitle')}
          </h2>
          <Link
            href={routePath('login')}
            className="font-semibold text-primary-ink underline underline-offset-4"
          >
            {t('guestVouchers')}
          </Link>
        </section>
      )}
      <PagedSection
        id="rewards"
        title={t('rewardsTitle')}
        kind="reward"
        list={rewards}
        texts={{
          loading: t('loadingRewards'),
          empty: filtered ? t('noRewardsFiltered') : t('noRewards'),
          error: t('rewardsError'),
        }}
      />
    </div>
  );
}
