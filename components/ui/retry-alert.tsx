'use client';

import { useTranslations } from 'next-intl';

/** A load that failed: what went wrong and a button to try again (docs/product.md §8 fetch errors). */
export function RetryAlert({
  message,
  onRetry,
  className = '',
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const t = useTranslations('ApiErrors');
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-error/10 p-4 text-sm text-error-ink ${className}`}
    >
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="font-semibold underline underline-offset-4"
      >
        {t('retry')}
      </button>
    </div>
  );
}
