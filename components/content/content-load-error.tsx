'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { RetryAlert } from '@/components/ui/retry-alert';

/** A content page whose text could not be read: say so, and let the member load it again. */
export function ContentLoadError({ message }: { message?: string }) {
  const t = useTranslations('Content');
  const router = useRouter();
  return (
    <RetryAlert
      className="mt-6"
      message={message ?? t('loadError')}
      onRetry={() => router.refresh()}
    />
  );
}
