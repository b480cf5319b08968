'use client';

import { useTranslations } from 'next-intl';
import { useErrorText } from '@/lib/api/use-error-text';
import { appendRows, type HistoryView } from '@/lib/history/rows';
import { secondaryButtonClass } from '@/components/ui/field';
import { useServerDates } from '@/components/providers/server-dates';
import { HistoryRows, type HistoryBrand } from './history-row';
import { useHistory } from './use-history';

/** The rows of one tab, with Load more while the service says there is a next page. */
export function HistoryList({
  view,
  brands,
  emptyText,
  timeZone,
}: {
  view: HistoryView;
  brands: HistoryBrand[];
  emptyText: string;
  timeZone: string;
}) {
  const t = useTranslations('History');
  const errorText = useErrorText();
  const query = useHistory(view);
  // The first page's dates as the server formatted them (lib/i18n/format.ts says why).
  const dates = useServerDates();

  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-2xl bg-surface" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadError
        message={errorText(query.error)}
        retry={() => void query.refetch()}
        label={t('retry')}
      />
    );
  }
  const rows = appendRows(query.data.pages);
  if (rows.length === 0)
    return <p className="rounded-2xl bg-surface p-4 text-center">{emptyText}</p>;
  const brandOf = (code: string) =>
    brands.find((b) => b.code === code) ?? { code, name: code, logo: '' };

  return (
    <div className="flex flex-col gap-3">
      <HistoryRows rows={rows} brandOf={brandOf} timeZone={timeZone} dates={dates} />
      {query.isFetchNextPageError ? (
        <LoadError
          message={errorText(query.error)}
          retry={() => void query.fetchNextPage()}
          label={t('retry')}
        />
      ) : query.hasNextPage ? (
        <button
          type="button"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          className={secondaryButtonClass}
        >
          {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </button>
      ) : null}
    </div>
  );
}

export function LoadError({
  message,
  retry,
  label,
}: {
  message: string;
  retry: () => void;
  label: string;
}) {
  return (
    <div
      role="alert"
      className="flex items-center justify-between gap-4 rounded-2xl bg-error/10 p-4 text-sm text-error-ink"
    >
      <span>{message}</span>
      <button type="button" onClick={retry} className="shrink-0 font-semibold underline">
        {label}
      </button>
    </div>
  );
}
