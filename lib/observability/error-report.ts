// Browser error reports. Sentry is loaded only once the root layout found a DSN
// (components/observability/error-reporting.tsx); until then, and without one, a report is
// dropped and nothing is downloaded. Its options (and their scrubbing) come with it: the error
// pages import this file, so what it imports outright is in every page's first load
// (docs/quality.md §3). Reports go through the app's own tunnel (app/api/monitoring/route.ts).

/** Where the browser posts its reports (lib/observability/sentry-tunnel.ts forwards them). */
export const SENTRY_TUNNEL_PATH = '/api/monitoring';

let sentry: Promise<typeof import('@sentry/nextjs')> | null = null;

export function startErrorReporting(dsn: string, environment?: string): void {
  sentry ??= Promise.all([import('@sentry/nextjs'), import('./sentry-options')]).then(
    ([Sentry, { sentryOptions }]) => {
      Sentry.init({ ...sentryOptions(dsn, environment), tunnel: SENTRY_TUNNEL_PATH });
      return Sentry;
    },
  );
}

/** An error a boundary caught (app/[locale]/error.tsx, app/global-error.tsx). */
export function reportError(error: unknown): void {
  void sentry?.then((Sentry) => Sentry.captureException(error)).catch(() => undefined);
}
