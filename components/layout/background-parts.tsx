'use client';

import { ServiceWorker } from '@/components/pwa/service-worker';
import { OfflineShellKeeper } from '@/components/pwa/offline-shell-keeper';
import { WebVitals } from '@/components/observability/web-vitals';
import { ErrorReporting } from '@/components/observability/error-reporting';
import { ScreenViews } from '@/components/observability/screen-views';
import { TagManager } from '@/components/observability/tag-manager';

export type BackgroundSettings = {
  tagManagerId?: string;
  sentryDsn?: string;
  sentryEnvironment?: string;
};

/**
 * What every page runs but nobody sees: the service worker and the offline page it keeps, web
 * vitals, screen views, the tag manager and error reporting (each only where configured). Loaded
 * after the page shows (components/layout/background.tsx).
 */
export function BackgroundParts({
  tagManagerId,
  sentryDsn,
  sentryEnvironment,
}: BackgroundSettings) {
  return (
    <>
      <ServiceWorker />
      <OfflineShellKeeper />
      <WebVitals />
      <ScreenViews />
      {tagManagerId && <TagManager id={tagManagerId} />}
      {sentryDsn && <ErrorReporting dsn={sentryDsn} environment={sentryEnvironment} />}
    </>
  );
}
