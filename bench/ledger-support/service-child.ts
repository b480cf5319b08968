// The service under test, in its own process so the load generator does not share its event
// loop (pgbench runs in its own processes too). Prepares the bench members, then reports its URL
// and the members to the parent over IPC; answers 'stats' with its CPU time (and, with
// BENCH_COUNT_QUERIES=1, the queries it sent); stops on SIGTERM.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createLoyaltyApp } from '@/services/loyalty/app';
import { openDatabase } from '@/services/loyalty/db/client';
import { silentLogger } from '@/services/loyalty/logger';
import { seedIfEmpty } from '@/services/loyalty/seed/seed';
import { DEFAULT_SETTINGS } from '@/services/loyalty/settings';
import { BENCH_LOOKUP_SECRET, prepareMembers } from './setup';

const [databaseUrl, members, minimum, connections] = [
  process.env.BENCH_CHILD_DATABASE_URL || undefined,
  Number(process.env.BENCH_CHILD_MEMBERS),
  Number(process.env.BENCH_CHILD_MINIMUM),
  Number(process.env.BENCH_CHILD_CONNECTIONS),
];
let queries = 0;
if (process.env.BENCH_COUNT_QUERIES === '1') {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    queries++;
    if (process.env.BENCH_LOG_QUERIES === '1' && queries % 5000 < 12) {
      const a = args[0] as string | { text?: string; name?: string };
      const text = typeof a === 'string' ? a : (a.name ?? a.text ?? '');
      console.log(`  query: ${text.replace(/\s+/g, ' ').slice(0, 90)}`);
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}
const database = await openDatabase({ databaseUrl, poolSize: connections });
const now = new Date();
await seedIfEmpty(database.db, now);
const prepared = await prepareMembers(database.db, members, now);
const settings = {
  ...DEFAULT_SETTINGS,
  demo: true,
  clientCredentials: [],
  bffSecret: null,
  lookupSecret: BENCH_LOOKUP_SECRET,
  partnerKeys: {},
  push: null,
  ledger: { ...DEFAULT_SETTINGS.ledger, minimumPointTransfer: minimum },
};
const { app } = createLoyaltyApp({ db: database.db, settings, logger: silentLogger });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.send!({ url, members: prepared });
});
process.on('message', (m) => {
  if (m !== 'stats') return;
  const cpu = process.cpuUsage();
  process.send!({ cpuMs: (cpu.user + cpu.system) / 1000, queries });
});
process.on('SIGTERM', () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
