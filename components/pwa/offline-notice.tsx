'use client';

import { Children } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isolate } from '@/lib/i18n/bidi';
import { formatDate, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { useOnline } from '@/lib/pwa/use-online';
import { IsolatedRuns } from '@/components/ui/isolated-text';
import { OfflineActions } from './offline-actions';

/**
 * On a page without network (docs/product.md §4 Offline wallet): says that what it shows is the
 * copy saved at `savedAt` (the page's render, kept by the service worker, or the page left open),
 * in this device's clock, with the wallet and a reload. Nothing while online.
 */
export function OfflineNotice({ savedAt }: { savedAt: string }) {
  const t = useTranslations('OfflineNotice');
  const locale = useLocale() as Locale;
  const online = useOnline();
  if (online) return null;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = formatDate(new Date(), locale, zone) === formatDate(savedAt, locale, zone);
  const time = formatTime(savedAt, locale, zone);
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="mx-auto mt-3 w-full max-w-5xl px-4 text-sm"
    >
      <div className="rounded-2xl bg-warning/20 p-4">
        <p className="font-medium">
          {t.rich(today ? 'savedAtTime' : 'savedAtDay', {
            // The day and the clock isolated and unbroken (components/ui/isolated-text.tsx).
            day: isolate(formatDate(savedAt, locale, zone)),
            clock: isolate(time),
            time: (chunks) => (
              <time dateTime={savedAt}>
                {Children.map(chunks, (chunk) =>
                  typeof chunk === 'string' ? <IsolatedRuns text={chunk} /> : chunk,
                )}
              </time>
            ),
          })}
        </p>
        <OfflineActions />
      </div>
    </div>
  );
}
