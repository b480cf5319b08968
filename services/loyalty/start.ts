import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLoyaltyApp } from '@/services/loyalty/app';
import { systemClock, type Clock } from '@/services/loyalty/clock';
import { openDatabase } from '@/services/loyalty/db/client';
import { purgeExpired } from '@/services/loyalty/domain/housekeeping';
import { checkEveryTransferPossible } from '@/services/loyalty/ledger/brand-rules';
import { runExpiry } from '@/services/loyalty/ledger/expiry-job';
import { runReminders } from '@/services/loyalty/reminders/job';
import { loadServiceEnv } from '@/services/loyalty/env';
import { consoleLogger, silentLogger, type Logger } from '@/services/loyalty/logger';
import { WebhookSender, type DemoOutbox, type OtpSender } from '@/services/loyalty/otp/sender';
import { seedIfEmpty } from '@/services/loyalty/seed/seed';
import type { ServiceSettings } from '@/services/loyalty/settings';

const PURGE_INTERVAL_MS = 15 * 60 * 1000;
/**
 * How long an idle kept-alive connection stays open. Node's own 5 s races any client that pools
 * connections for longer (a load balancer's 60 s, a test runner's agent that never lets go): its
 * request meets a socket the server is closing and fails with ECONNRESET. The server must be the
 * side that waits longer; the BFF's own pool lets go after 4 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

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
  hostname?: string;
  poolSize?: number;
  /** Load the demo brands, stores, content and members when the database is empty (default true). */
  seed?: boolean;
}

export interface RunningService {
  url: string;
  port: number;
  outbox: DemoOutbox | null;
  close(): Promise<void>;
}

/** Opens the database (running migrations), seeds it once, and serves the app over HTTP. */
export async function startLoyaltyService(opts: StartOptions): Promise<RunningService> {
  const logger =
    opts.logger === 'console'
      ? consoleLogger()
      : opts.logger === 'silent' || !opts.logger
        ? silentLogger
        : opts.logger;
  // Unset parts come from the environment (env.ts), with `demo` as the caller says.
  const env = opts.settings ? null : loadServiceEnv(undefined, { demo: opts.demo });
  const settings = opts.settings ?? env!.settings;
  const smsWebhookUrl = opts.smsWebhookUrl ?? env?.smsWebhookUrl;
  const database = await openDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    poolSize: opts.poolSize,
  });
  try {
    if (opts.seed !== false) await seedIfEmpty(database.db, (opts.clock ?? systemClock)());
    await checkEveryTransferPossible(database.db, settings.ledger.minimumPointTransfer);
    const sender =
      opts.sender ??
      (smsWebhookUrl
        ? new WebhookSender(smsWebhookUrl, opts.smsWebhookToken ?? env?.smsWebhookToken)
        : undefined);
    const { app, outbox, reminderSenders } = createLoyaltyApp({
      db: database.db,
      settings: { ...settings, demo: opts.demo },
      sender,
      clock: opts.clock,
      logger,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve(
        { fetch: app.fetch, port: opts.port, hostname: opts.hostname ?? '127.0.0.1' },
        () => resolve(s),
      );
      s.once('error', reject);
    });
    const http = server as Server;
    http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Kept above the idle wait, so the headers timer never ends a kept-alive socket before it.
    http.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    const port = (server.address() as AddressInfo).port;
    // Safe on several replicas: each DELETE only removes rows nobody reads any more.
    const purge = () =>
      purgeExpired(database.db, (opts.clock ?? systemClock)()).catch((err: unknown) =>
        logger.error('purge failed', { error: String(err) }),
      );
    const timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
    // docs/architecture.md §4: expired lots go to breakage at start and on a timer; safe on several replicas.
    const expire = () =>
      runExpiry(database.db, (opts.clock ?? systemClock)()).catch((err: unknown) =>
        logger.error('expiry failed', { error: err instanceof Error ? err.name : 'unknown' }),
      );
    void expire();
    const expiryTimer = setInterval(expire, settings.ledger.expiryIntervalSeconds * 1000);
    expiryTimer.unref();
    // docs/product.md §4 Reminders: the same footing as expiry; each reminder is sent once across replicas.
    const remind = () =>
      runReminders(database.db, (opts.clock ?? systemClock)(), reminderSenders).catch(
        (err: unknown) =>
          logger.error('reminders failed', { error: err instanceof Error ? err.name : 'unknown' }),
      );
    void remind();
    const reminderTimer = setInterval(remind, settings.reminders.intervalSeconds * 1000);
    reminderTimer.unref();
    let closing: Promise<void> | null = null;
    return {
      url: `http://${opts.hostname ?? '127.0.0.1'}:${port}`,
      port,
      outbox,
      close: () =>
        (closing ??= (async () => {
          clearInterval(timer);
          clearInterval(expiryTimer);
          clearInterval(reminderTimer);
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          });
          await database.close();
        })()),
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
