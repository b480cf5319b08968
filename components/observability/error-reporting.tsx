'use client';

import { useEffect } from 'react';
import { startErrorReporting } from '@/lib/observability/error-report';

type Props = { dsn: string; environment?: string };

/**
 * Browser error reporting. The root layout renders this only when a DSN is configured, so the
 * Sentry SDK (a separate chunk) is never downloaded otherwise.
 */
export function ErrorReporting({ dsn, environment }: Props) {
  useEffect(() => startErrorReporting(dsn, environment), [dsn, environment]);
  return null;
}
