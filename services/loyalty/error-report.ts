import type * as SentryNode from '@sentry/node';
import { scrubEvent } from '@/lib/observability/scrub';
import { errorFields, sqlStateOf } from '@/services/loyalty/logger';

// Error reporting for the service (docs/production.md §14): Sentry, only when SENTRY_DSN is set;
// without it @sentry/node is never loaded. Reports carry what the log line carries (logger.ts
// errorFields): no driver message or query parameters, and every string scrubbed of phone numbers
// and codes as the web app's are (lib/observability/scrub.ts). No traces, no breadcrumbs.

let sentry: typeof SentryNode | null = null;

export async function startErrorReporting(dsn: string, environment?: string): Promise<void> {
  const loaded = await import('@sentry/node');
  loaded.init({
    dsn,
    environment,
    // No automatic instrumentation and no traces: nothing collects a request's user, cookies,
    // headers or body; only what is reported here and what would crash the process is sent.
    defaultIntegrations: false,
    integrations: [
      loaded.linkedErrorsIntegration(),
      loaded.onUncaughtExceptionIntegration(),
      loaded.onUnhandledRejectionIntegration(),
    ],
    beforeBreadcrumb: () => null,
    beforeSend: (event, hint) => {
      const scrubbed = scrubEvent(event);
      // Added after the scrub, which would take a SQLSTATE's five digits for a code.
      const state = sqlStateOf(hint.originalException);
      return state ? { ...scrubbed, tags: { ...scrubbed.tags, sqlstate: state } } : scrubbed;
    },
  });
  sentry = loaded;
}

/** Reports an unexpected error of one request; a no-op without SENTRY_DSN. */
export function reportError(err: unknown, context: { correlationId: string; route: string }): void {
  if (!sentry) return;
  const s = sentry;
  s.withScope((scope) => {
    scope.setTags({ correlation_id: context.correlationId, route: context.route });
    s.captureException(reportable(err));
  });
}

export async function stopErrorReporting(): Promise<void> {
  await sentry?.close(2_000);
  sentry = null;
}

/** The error as the log keeps it: a database error's message and parameters left out. */
function reportable(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const fields = errorFields(err);
  if (fields.message !== undefined) return err;
  const safe = new Error(`${err.name} (message withheld: it may quote member data)`);
  safe.name = err.name;
  safe.stack = `${safe.name}: ${safe.message}\n${String(fields.stack)
    .split('\n')
    .map((f) => `    ${f}`)
    .join('\n')}`;
  Object.assign(safe, { code: sqlStateOf(err) });
  return safe;
}
