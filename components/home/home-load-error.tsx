'use client';

import { useEffect, useRef } from 'react';
import { snackbar } from '@/lib/ui/snackbar';
import { useTranslations } from 'next-intl';
import { track } from '@/lib/observability/analytics';
import { useApiQuery } from '@/lib/api/use-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { useRouter } from '@/lib/i18n/navigation';

// Each showing has its own id, so hiding an earlier one never hides the next.
let shown = 0;

/**
 * docs/product.md §8: when an initial home fetch fails, a snackbar that does not auto-hide shows the error
 * with a REFRESH action, which logs click_on_refresh (network_error) and runs the loading again:
 * `onRetry` when given, else the server-rendered page is loaded again.
 */
export function HomeLoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useTranslations('ApiErrors');
  const router = useRouter();
  // The latest retry, read when REFRESH is pressed, so a new callback does not re-open the snackbar.
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  }, [onRetry]);
  useEffect(() => {
    const id = `home-load-error-${++shown}`;
    snackbar.error(message || t('generic'), {
      id,
      duration: Infinity,
      action: {
        label: t('refresh'),
        onClick: () => {
          track({ event: 'click_on_refresh', event_action: 'network_error' });
          if (retry.current) retry.current();
          else router.refresh();
        },
      },
    });
    return () => {
      snackbar.dismiss(id);
    };
  }, [message, router, t]);
  return null;
}

/**
 * docs/product.md §4 Home loading: for a member, the loyalty brands are one of the initial home fetches. The
 * points widget reads the same query (one request, shared by key); if it fails, home offers the
 * retry snackbar, and REFRESH fetches the balances again.
 */
export function HomeBalancesRetry({ cCode, phnNo }: { cCode: string; phnNo: string }) {
  const query = useApiQuery('loyalty-brands', { cCode, phnNo });
  const errorText = useErrorText();
  // A session that ended is told by the signed-out notice (components/layout/session-watch.tsx):
  // REFRESH could only fail again.
  if (!query.isError || query.error.isUnauthorized) return null;
  // Keyed by the failure, so a REFRESH that fails again shows the snackbar again.
  return (
    <HomeLoadError
      key={query.errorUpdatedAt}
      message={errorText(query.error)}
      onRetry={() => void query.refetch()}
    />
  );
}
