import pg from 'pg';
import { createLoyaltyApp } from '@/services/loyalty/app';
import { systemClock, type Clock } from '@/services/loyalty/clock';
import { explainDatabaseFailure } from '@/services/loyalty/database-check';
import {
  DATABASE_DEFAULTS,
  openDatabase,
  type Database,
  type DatabaseOptions,
} from '@/services/loyalty/db/client';
import {
  DEMO_HOST_PROBLEM,
  InvalidServiceEnv,
  isLoopback,
  loadServiceEnv,
} from '@/services/loyalty/env';
import { startErrorReporting, stopErrorReporting } from '@/services/loyalty/error-report';
import { listen } from '@/services/loyalty/http-server';
import { startJobs } from '@/services/loyalty/jobs';
import { checkEveryTransferPossible } from '@/services/loyalty/ledger/brand-rules';
import { jsonLogger, silentLogger, type Logger } from '@/services/loyalty/logger';
import { reportPool, serveMetrics, type MetricsListener } from '@/services/loyalty/metrics';
import { WebhookSender, type DemoOutbox, type OtpSender } from '@/services/loyalty/otp/sender';
import { databaseReadiness } from '@/services/loyalty/routes/health';
import { seedIfEmpty } from '@/services/loyalty/seed/seed';
import { PROCESS_DEFAULTS, type ServiceSettings } from '@/services/loyalty/settings';

export interface StartOptions {
  port: number;
  /** PostgreSQL when set; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; in memory when omitted. */
  dataDir?: string;
  demo: boolean;
  /** When omitted, read from the environment by env.ts (demo secrets apply in demo mode only). */
  settings?: ServiceSettings;
  smsWebhookUrl?: string;
  smsWebhookToken?: string;
  sender?: OtpSender;
  clock?: Clock;
  logger?: Logger | 'console' | 'silent';
  /** Default 127.0.0.1; demo mode refuses anything but a loopback address (docs/production.md §2). */
  hostname?: string;
  /** Pool size and timeouts (PostgreSQL); db/client.ts DATABASE_DEFAULTS where unset. */
  database?: Omit<DatabaseOptions, 'databaseUrl' | 'dataDir'>;
  /** How long close() lets requests in flight finish (default 20 s). */
  shutdownGraceSeconds?: number;
  /** How long GET /ready waits for the database (default 2 s). */
  readyTimeoutMs?: number;
  /** A Prometheus listener at GET /metrics (off when omitted); port 0 picks a free one. */
  metrics?: { port: number; host?: string };
  /** Error reporting to Sentry (off when omitted). */
  sentry?: { dsn: string; environment?: string };
  /** Load the catalogue (and in demo mode the demo members) when the database is empty (default true). */
  seed?: boolean;
}

export interface RunningService {
  url: string;
  port: number;
  /** The Prometheus endpoint, when `metrics` was given. */
  metricsUrl: string | null;
  outbox: DemoOutbox | null;
  /**
   * Stops as docs/production.md §2 "Stopping the service" says: no new connection, GET /ready
   * 503 "stopping", requests in flight finished (up to the grace period), timers stopped, then
   * the pool closed. Safe to call twice.
   */
  close(): Promise<void>;
}

/** Opens the database (running migrations), seeds it once, and serves the app over HTTP. */
export async function startLoyaltyService(opts: StartOptions): Promise<RunningService> {
  const logger =
    opts.logger === 'console'
      ? jsonLogger()
      : opts.logger === 'silent' || !opts.logger
        ? silentLogger
        : opts.logger;
  const hostname = opts.hostname ?? '127.0.0.1';
  if (opts.demo && !isLoopback(hostname))
    throw new InvalidServiceEnv([`LOYALTY_HOST: ${DEMO_HOST_PROBLEM}`]);
  // Unset parts come from the environment (env.ts), with `demo` as the caller says.
  const env = opts.settings ? null : loadServiceEnv(undefined, { demo: opts.demo });
  const settings = opts.settings ?? env!.settings;
  const smsWebhookUrl = opts.smsWebhookUrl ?? env?.smsWebhookUrl;
  const clock = opts.clock ?? systemClock;
  const limits = { ...DATABASE_DEFAULTS, ...opts.database };
  const graceMs = (opts.shutdownGraceSeconds ?? PROCESS_DEFAULTS.shutdownGraceSeconds) * 1000;
  // The connect timeout bounds the start: a database that takes the connection and never answers
  // fails it, saying so, instead of holding it for ever (docs/production.md §2).
  const database: Database = await openDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    ...limits,
  }).catch((err: unknown) => {
    throw opts.databaseUrl
      ? explainDatabaseFailure(err, opts.databaseUrl, limits.connectTimeoutMs)
      : err;
  });
  let metrics: MetricsListener | null = null;
  try {
    const client = (database.db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) reportPool(client, limits.poolSize);
    if (opts.seed !== false) await seedIfEmpty(database.db, clock(), { demoMembers: opts.demo });
    await checkEveryTransferPossible(database.db, settings.ledger.minimumPointTransfer);
    if (opts.sentry) await startErrorReporting(opts.sentry.dsn, opts.sentry.environment);
    const sender =
      opts.sender ??
      (smsWebhookUrl
        ? new WebhookSender(smsWebhookUrl, opts.smsWebhookToken ?? env?.smsWebhookToken)
        : undefined);
    let stopping = false;
    const { app, outbox, reminderSenders } = createLoyaltyApp({
      db: database.db,
      settings: { ...settings, demo: opts.demo },
      sender,
      clock: opts.clock,
      logger,
      readiness: databaseReadiness(database.db, {
        timeoutMs: opts.readyTimeoutMs ?? PROCESS_DEFAULTS.readyTimeoutMs,
        stopping: () => stopping,
      }),
    });
    if (opts.metrics)
      metrics = await serveMetrics(
        opts.metrics.port,
        opts.metrics.host ?? PROCESS_DEFAULTS.metricsHost,
      );
    const server = await listen(app, opts.port, hostname);
    const jobs = startJobs({ db: database.db, clock, settings, senders: reminderSenders, logger });
    let closing: Promise<void> | null = null;
    return {
      url: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${server.port}`,
      port: server.port,
      metricsUrl: metrics?.url ?? null,
      outbox,
      close: () =>
        (closing ??= (async () => {
          stopping = true;
          const started = Date.now();
          const cut = await server.close(graceMs);
          if (cut > 0) logger.warn('requests cut at the end of the grace period', { cut });
          await jobs.stop(Math.max(0, graceMs - (Date.now() - started)));
          await metrics?.close();
          reportPool(null);
          await database.close();
          await stopErrorReporting();
        })()),
    };
  } catch (err) {
    await metrics?.close();
    reportPool(null);
    await database.close();
    await stopErrorReporting();
    throw err;
  }
}
