'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { snackbar } from '@/lib/ui/snackbar';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '@/lib/pwa/cache-names';
import { loadedStaticFiles } from '@/lib/pwa/loaded-static-files';

/**
 * Registers the service worker (app/sw.ts) after the page has loaded, and offers the update
 * prompt when a new version is waiting: the member chooses when the app reloads, so a form in
 * progress is never lost to an update. When a first install takes control, the worker is given
 * the scripts this page already loaded, so the page also opens offline.
 */
export function ServiceWorker() {
  const t = useTranslations('Pwa');

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('@serwist/window').then(({ Serwist }) => {
      if (cancelled) return;
      const serwist = new Serwist(SERVICE_WORKER_URL, {
        scope: SERVICE_WORKER_SCOPE,
        type: 'classic',
      });
      serwist.addEventListener('controlling', (event) => {
        if (event.isUpdate) return;
        void serwist.messageSW({
          type: 'CACHE_URLS',
          payload: { urlsToCache: loadedStaticFiles() },
        });
      });
      serwist.addEventListener('waiting', () => {
        snackbar.show(t('updateReady'), {
          duration: Infinity,
          action: {
            label: t('updateNow'),
            onClick: () => {
              serwist.addEventListener('controlling', () => window.location.reload());
              serwist.messageSkipWaiting();
            },
          },
        });
      });
      void serwist.register();
    });
    return () => {
      cancelled = true;
    };
  }, [t]);

  return null;
}
