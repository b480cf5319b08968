import { DatabaseUnavailable } from '@/services/loyalty/database-check';
import { InvalidServiceEnv, loadServiceEnv } from '@/services/loyalty/env';
import { errorFields, jsonLogger } from '@/services/loyalty/logger';
import { startLoyaltyService, type RunningService } from '@/services/loyalty/start';

// `npm run start:service` and the production bundle (scripts/build-service.mjs): PGlite in
// .data/pglite unless DATABASE_URL is set. Every setting is checked before anything opens, and a
// start that cannot go on exits 1 with one log line saying why (docs/production.md §2). SIGTERM
// or SIGINT stops it gracefully and exits 0.
const logger = jsonLogger();

let service: RunningService;
let graceSeconds: number;
try {
  const env = loadServiceEnv();
  graceSeconds = env.shutdownGraceSeconds;
  service = await startLoyaltyService({
    port: env.port,
    hostname: env.host,
    databaseUrl: env.databaseUrl,
    dataDir: env.databaseUrl ? undefined : env.dataDir,
    demo: env.demo,
    settings: env.settings,
    smsWebhookUrl: env.smsWebhookUrl,
    smsWebhookToken: env.smsWebhookToken,
    database: env.database,
    shutdownGraceSeconds: env.shutdownGraceSeconds,
    metrics: env.metrics ?? undefined,
    sentry: env.sentry ?? undefined,
    logger,
  });
  logger.info('loyalty service listening', {
    url: service.url.replace('0.0.0.0', 'localhost'),
    host: env.host,
    port: service.port,
    demo: env.demo,
    database: env.databaseUrl ? 'postgres' : 'pglite',
    metrics: service.metricsUrl,
  });
} catch (err) {
  // What the operator must fix, on one line; anything unforeseen with its stack.
  const known = err instanceof InvalidServiceEnv || err instanceof DatabaseUnavailable;
  logger.error('start failed', known ? { reason: (err as Error).message } : errorFields(err));
  process.exit(1);
}

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info('stopping', { signal, graceSeconds });
  await service.close();
  logger.info('stopped', { signal });
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
