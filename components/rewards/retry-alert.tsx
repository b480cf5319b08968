'use client';

import { useTranslations } from 'next-intl';

/** An error the member can act on: the text and a retry button (docs/product.md §8 fetch errors). */
export function RetryAlert({
  text,
  onRetry,
  className = '',
}: {
  text: string;
  onRetry: () => void;
  className?: string;
}) {
  const t = useTranslations('Rewards');
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-error/10 p-4 text-sm text-error-ink ${className}`}
    >
      <span>{text}</span>
      <button type="button" onClick={onRetry} className="font-semibold underline">
        {t('retry')}
      </button>
    </div>
  );
}
