'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { reportError } from '@/lib/observability/error-report';
import { isScriptLoadFailure, OfflinePart } from '@/components/ui/offline-part';

/**
 * The error boundary: a translated message and a retry, never the error's text or stack; the error
 * goes to error reporting when it is configured (lib/observability/error-report.ts). A script
 * that could not be fetched (no signal) is not an error of the app: it says so and offers the
 * wallet (components/ui/offline-part.tsx).
 */
export default function ErrorBoundary({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('ErrorBoundary');
  const offline = isScriptLoadFailure(error);
  // A script that could not load without signal is the network, not a fault to report.
  useEffect(() => {
    if (!offline) reportError(error);
  }, [error, offline]);
  if (offline)
    return (
      <main id="main" className="mx-auto max-w-md p-6">
        <OfflinePart />
      </main>
    );
  return (
    <main
      id="main"
      role="alert"
      className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-muted">{t('hint')}</p>
      {error.digest ? (
        <p className="text-xs text-muted">{t('reference', { id: error.digest })}</p>
      ) : null}
      <button
        type="button"
        onClick={reset}
        className="rounded-full bg-primary-ink px-6 py-3 font-medium text-white"
      >
        {t('retry')}
      </button>
    </main>
  );
}
