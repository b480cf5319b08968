'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'next-intl';
import { track } from '@/lib/analytics';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * SPEC §8: when an initial home fetch fails, a snackbar that does not auto-hide shows the error
 * with a REFRESH action, which logs click_on_refresh (network_error) and loads again.
 */
export function HomeLoadError({ message }: { message?: string }) {
  const t = useTranslations('ApiErrors');
  const router = useRouter();
  useEffect(() => {
    const id = toast.error(message || t('generic'), {
      duration: Infinity,
      action: {
        label: t('refresh'),
        onClick: () => {
          track({ event: 'click_on_refresh', event_action: 'network_error' });
          router.refresh();
        },
      },
    });
    return () => {
      toast.dismiss(id);
    };
  }, [message, router, t]);
  return null;
}
