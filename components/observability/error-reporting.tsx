'use client';

import { useEffect } from 'react';
import { sentryOptions } from '@/lib/observability/sentry-options';

type Props = { dsn: string; environment?: string };

/**
 * Browser error reporting. The root layout renders this only when a DSN is configured, so the
 * Sentry SDK (a separate chunk) is never downloaded otherwise.
 */
export function ErrorReporting({ dsn, environment }: Props) {
  useEffect(() => {
    void import('@sentry/nextjs').then((Sentry) => {
      Sentry.init(sentryOptions(dsn, environment));
    });
  }, [dsn, environment]);
  return null;
}
