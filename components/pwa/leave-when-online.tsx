'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { isLocale } from '@/lib/i18n/locale';
import { offlineReturnPath } from '@/lib/pwa/offline-shell';

/**
 * The offline page with a network has nothing to say: it opens the page it stood for (the
 * service worker's `from`, lib/pwa/offline-shell.ts), or home — at once when loaded online
 * (Reload, a bookmark), and as soon as the signal comes back while it is shown.
 */
export function LeaveWhenOnline() {
  const locale = useLocale();
  useEffect(() => {
    const leave = () =>
      window.location.replace(
        offlineReturnPath(window.location.search, isLocale(locale) ? locale : 'en'),
      );
    if (navigator.onLine) {
      leave();
      return;
    }
    window.addEventListener('online', leave);
    return () => window.removeEventListener('online', leave);
  }, [locale]);
  return null;
}
