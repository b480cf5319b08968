'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/api/use-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { isolate } from '@/lib/i18n/bidi';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { HistoryList, LoadError } from './history-list';
import type { HistoryBrand } from './history-row';
import { BrandMark } from '@/components/brands/brand-mark';
import { IsolatedRuns } from '@/components/ui/isolated-text';
import type { BrandCode } from '@/lib/contract/codes';

/**
 * docs/product.md §2 Transaction history, expiry: lots expiring soon first, then what has expired.
 * A lot's points are a count with its unit (History.amount), never padded; its date is isolated
 * and unbroken (docs/product.md §5 Points display, §9 Direction).
 */
export function ExpiryPanel({
  brand,
  brands,
  timeZone,
}: {
  /** One brand's lots and expiries only, when the page names one (`?brand=`). */
  brand: BrandCode | undefined;
  brands: HistoryBrand[];
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
                        <IsolatedRuns
                          text={t('expiresOn', {
                            date: isolate(formatDate(lot.expiresAt, locale, timeZone)),
                          })}
                        />
                      </time>
                    </p>
                  </div>
                  <p className="shrink-0 whitespace-nowrap font-semibold text-error-ink">
                    <IsolatedRuns text={t('amount', { sign: '', points: lot.points })} />
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
          emptyText={t('noneExpired')}
          timeZone={timeZone}
        />
      </section>
    </div>
  );
}
