import { loadServiceEnv } from '@/services/loyalty/env';
import { startLoyaltyService } from '@/services/loyalty/start';

// `npm run start:service`: PGlite in .data/pglite unless DATABASE_URL is set; stops cleanly on
// Ctrl-C (SIGINT) or SIGTERM.
const env = loadServiceEnv();
const service = await startLoyaltyService({
  port: env.port,
  databaseUrl: env.databaseUrl,
  dataDir: env.databaseUrl ? undefined : env.dataDir,
  demo: env.demo,
  settings: env.settings,
  smsWebhookUrl: env.smsWebhookUrl,
  smsWebhookToken: env.smsWebhookToken,
  logger: 'console',
  hostname: '0.0.0.0',
});
console.log(
  JSON.stringify({
    level: 'info',
    msg: 'loyalty service listening',
    url: service.url.replace('0.0.0.0', 'localhost'),
    demo: env.demo,
    database: env.databaseUrl ? 'postgres' : 'pglite',
  }),
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 'info', msg: 'stopping', signal }));
  await service.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
