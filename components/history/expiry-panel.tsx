'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/api/use-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDate, formatPoints } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { HistoryList, LoadError } from './history-list';
import type { HistoryBrand } from './history-row';
import { BrandMark } from '@/components/brands/brand-mark';
import type { BrandCode } from '@/lib/contract/codes';

/** docs/product.md §2 Transaction history, expiry: lots expiring soon first, then what has expired. */
export function ExpiryPanel({
  brand,
  brands,
  minDigits,
  timeZone,
}: {
  /** One brand's lots and expiries only, when the page names one (`?brand=`). */
  brand: BrandCode | undefined;
  brands: HistoryBrand[];
  minDigits: number;
  timeZone: string;
}) {
  const t = useTranslations('History');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const soon = useApiQuery('expiring-soon');
  const lots = soon.data?.lots.filter((lot) => !brand || lot.brand === brand) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="expiring-soon-title" className="flex flex-col gap-3">
        <h2 id="expiring-soon-title" className="text-base font-semibold">
          {t('expiringSoonTitle')}
        </h2>
        {soon.isPending ? (
          <div role="status" className="h-16 animate-pulse rounded-2xl bg-surface">
            <span className="sr-only">{t('loading')}</span>
          </div>
        ) : soon.isError ? (
          <LoadError
            message={errorText(soon.error)}
            retry={() => void soon.refetch()}
            label={t('retry')}
          />
        ) : lots.length === 0 ? (
          <p className="rounded-2xl bg-surface p-4 text-center">{t('noneExpiringSoon')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {lots.map((lot) => {
              const lotBrand = brands.find((b) => b.code === lot.brand);
              return (
                <li
                  key={`${lot.brand}-${lot.expiresAt}-${lot.points}`}
                  className="flex items-center gap-3 py-3"
                >
                  <BrandMark
                    src={lotBrand?.logo ?? ''}
                    size={40}
                    className="size-10 shrink-0 rounded-xl bg-white"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{lotBrand?.name ?? lot.brand}</p>
                    <p className="text-sm text-muted">
                      <time dateTime={lot.expiresAt}>
                        {t('expiresOn', { date: formatDate(lot.expiresAt, locale, timeZone) })}
                      </time>
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-error-ink">
                    <span dir="auto">{formatPoints(lot.points, locale, minDigits)}</span>{' '}
                    <span className="text-xs font-normal">
                      {t('pointsUnit', { points: lot.points })}
                    </span>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="expired-title" className="flex flex-col gap-3">
        <h2 id="expired-title" className="text-base font-semibold">
          {t('expiredTitle')}
        </h2>
        <HistoryList
          view={{ tab: 'expiry', brand }}
          brands={brands}
          minDigits={minDigits}
          emptyText={t('noneExpired')}
          timeZone={timeZone}
        />
      </section>
    </div>
  );
}
