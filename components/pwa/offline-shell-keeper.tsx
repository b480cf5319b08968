'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useLocale } from 'next-intl';
import { KEEP_OFFLINE_SHELL, OFFLINE_SHELL_CACHE } from '@/lib/pwa/cache-names';
import { offlineShellPath } from '@/lib/pwa/offline-shell';
import { isLocale } from '@/lib/i18n/locale';
import { sessionReports } from '@/lib/session/browser/session-reports';

const keptFor = (locale: string) => `amrx.offline-shell.${locale}`;

/**
 * Has the service worker keep this language's offline page (lib/pwa/offline-shell.ts) as the
 * visitor sees it now: again when they sign in or out, or when it is missing (forgotten at
 * sign-out, lib/pwa/forget-member-on-device.ts), once per session, not on every page.
 */
export function OfflineShellKeeper() {
  const locale = useLocale();
  const report = useSyncExternalStore(sessionReports.subscribe, sessionReports.latest, () => null);
  const seen = report && report.state !== 'ended' ? (report.session ?? 'guest') : null;
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !seen || !isLocale(locale)) return;
    if (!('serviceWorker' in navigator) || !navigator.onLine) return;
    let cancelled = false;
    void (async () => {
      const registration = await navigator.serviceWorker.ready;
      const path = offlineShellPath(locale);
      const kept = await caches.match(path, { cacheName: OFFLINE_SHELL_CACHE });
      if (cancelled || (kept && localStorage.getItem(keptFor(locale)) === seen)) return;
      registration.active?.postMessage({ type: KEEP_OFFLINE_SHELL, locale });
      localStorage.setItem(keptFor(locale), seen);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [locale, seen]);
  return null;
}
