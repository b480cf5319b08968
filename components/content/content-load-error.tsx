'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';

/** A content page whose text could not be read: say so, and let the member load it again. */
export function ContentLoadError({ message }: { message?: string }) {
  const t = useTranslations('Content');
  const router = useRouter();
  return (
    <div
      role="alert"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-error/10 p-4 text-sm text-error-ink"
    >
      <span>{message ?? t('loadError')}</span>
      <button
        type="button"
        onClick={() => router.refresh()}
        className="font-semibold underline underline-offset-4"
      >
        {t('retry')}
      </button>
    </div>
  );
}
