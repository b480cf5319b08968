import type { BrowserOptions, NodeOptions } from '@sentry/nextjs';
import { TRACE_SAMPLE_RATE, scrubEvent } from './scrub';

/**
 * The one Sentry configuration, for the server (instrumentation.ts) and the browser
 * (components/observability/error-reporting.tsx): docs/product.md §9's sample rate, no personal data
 * collected (no user, cookies, headers, bodies or query strings), and every event and
 * breadcrumb scrubbed of phone numbers and codes.
 */
export function sentryOptions(dsn: string, environment?: string): BrowserOptions & NodeOptions {
  return {
    dsn,
    environment,
    tracesSampleRate: TRACE_SAMPLE_RATE,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubEvent,
  };
}
