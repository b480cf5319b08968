import { sentryOptions } from './sentry-options';

// Browser error reports. Sentry is loaded only once the root layout found a DSN
// (components/observability/error-reporting.tsx); until then, and without one, a report is
// dropped and nothing is downloaded. Reports go through the app's own tunnel
// (app/api/monitoring/route.ts).

/** Where the browser posts its reports (lib/observability/sentry-tunnel.ts forwards them). */
export const SENTRY_TUNNEL_PATH = '/api/monitoring';

let sentry: Promise<typeof import('@sentry/nextjs')> | null = null;

export function startErrorReporting(dsn: string, environment?: string): void {
  sentry ??= import('@sentry/nextjs').then((Sentry) => {
    Sentry.init({ ...sentryOptions(dsn, environment), tunnel: SENTRY_TUNNEL_PATH });
    return Sentry;
  });
}

/** An error a boundary caught (app/[locale]/error.tsx, app/global-error.tsx). */
export function reportError(error: unknown): void {
  void sentry?.then((Sentry) => Sentry.captureException(error)).catch(() => undefined);
}
