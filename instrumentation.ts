import type { Instrumentation } from 'next';

// The server process's set-up, before it serves: the settings are checked, and a bad one ends
// the process (lib/server/start-check.ts); every request is stamped with the client address
// resolved from its socket (lib/server/client-address.ts); a SIGTERM makes /api/ready say
// `stopping` (lib/server/shutdown.ts); the metrics are registered so the process series cover its
// whole life (lib/observability/metrics.ts); and server-side error reporting: Sentry is loaded and
// initialised only when SENTRY_DSN is set; without it nothing is imported and nothing is sent.

let reporting: Promise<typeof import('@sentry/nextjs')> | undefined;

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { exitOnInvalidEnv } = await import('@/lib/server/start-check');
  exitOnInvalidEnv();
  const { env } = await import('@/lib/config/env');
  const { stampClientAddresses } = await import('@/lib/server/client-address');
  stampClientAddresses(env().TRUSTED_PROXIES);
  const { watchForShutdown } = await import('@/lib/server/shutdown');
  watchForShutdown();
  const { webMetrics } = await import('@/lib/observability/metrics');
  webMetrics();
  const { logger } = await import('@/lib/observability/logger');
  logger().info(
    { upstream: new URL(env().UPSTREAM_URL).origin, metrics: env().METRICS_TOKEN !== undefined },
    'web app starting',
  );
  const { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: environment } = env();
  if (!dsn) return;
  const { sentryOptions } = await import('@/lib/observability/sentry-options');
  reporting = import('@sentry/nextjs').then((Sentry) => {
    Sentry.init(sentryOptions(dsn, environment));
    return Sentry;
  });
  await reporting;
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!reporting) return;
  (await reporting).captureRequestError(...args);
};
