'use client';

import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ApiError } from '@/lib/api/api-error';
import { useErrorText } from '@/lib/api/use-error-text';

/** Loading, error with retry, or the data: one way for every panel that loads on its own. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, ApiError>;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations('ManageAccount');
  const errorText = useErrorText();
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="h-24 animate-pulse rounded-2xl bg-surface">
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-4 rounded-2xl bg-error/10 p-4 text-sm text-error-ink"
      >
        <span>{errorText(query.error)}</span>
        <button type="button" onClick={() => query.refetch()} className="font-semibold underline">
          {t('retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
