import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIGRATION_LOCK_KEY,
  openDatabase,
  rowsOf,
  type Database,
} from '@/services/loyalty/db/client';
import { ServiceError } from '@/services/loyalty/http/errors';
import { transferPoints } from '@/services/loyalty/ledger/transfer';
import { seedIfEmpty } from '@/services/loyalty/seed/seed';
import { freshDatabase } from './support/fresh-database';
import { ledgerViolations } from './support/invariants';

// The service behind PgBouncer in transaction mode (docs/production.md §4): each transaction may
// run on another server connection, so nothing may rely on a session — no named prepared
// statement, no session-level advisory lock, no SET. PgBouncer comes from the operating system
// (Debian: apt-get install pgbouncer); without it, or without TEST_DATABASE_URL, this file skips.

const url = process.env.TEST_DATABASE_URL;
const binary = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'].find(
  (path) => existsSync(path),
);
const skipped = !url
  ? 'TEST_DATABASE_URL is not set'
  : !binary
    ? 'pgbouncer is not installed (apt-get install pgbouncer)'
    : null;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(!!socket.end()));
    socket.once('error', () => resolve(false));
  });

/**
 * PgBouncer in transaction mode in front of database `name`, three ways: `pooled` gives its server
 * connections the service's timeouts (as docs/production.md §4 says to), `quick` a short statement
 * timeout, `bare` none. Two server connections per way, so a client's statements change servers.
 */
async function startPgBouncer(name: string): Promise<{ url(db: string): string; stop(): void }> {
  const target = new URL(url!);
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  // PgBouncer refuses to run as root: then it runs as nobody, who must read its files.
  chmodSync(dir, 0o755);
  const user = decodeURIComponent(target.username || 'postgres');
  const server = `host=${target.hostname} port=${target.port || 5432} dbname=${name} user=${user}`;
  const port = await freePort();
  writeFileSync(join(dir, 'users.txt'), `"${user}" "${decodeURIComponent(target.password)}"\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `pooled = ${server} connect_query='SET statement_timeout = 15000; SET lock_timeout = 5000'`,
      `quick = ${server} connect_query='SET statement_timeout = 500; SET lock_timeout = 500'`,
      `bare = ${server}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 2',
      'max_client_conn = 200',
      'ignore_startup_parameters = statement_timeout, lock_timeout',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const proc: ChildProcess = spawn(binary!, [join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  let log = '';
  proc.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const stop = () => {
    proc.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; !(await accepts(port)); i += 1) {
    if (i > 100 || proc.exitCode !== null) {
      stop();
      throw new Error(`pgbouncer did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const through = new URL(url!);
  through.port = String(port);
  through.hostname = '127.0.0.1';
  return {
    url: (db) => Object.assign(new URL(through), { pathname: `/${db}` }).toString(),
    stop,
  };
}

describe.skipIf(!!skipped)(
  `the service behind PgBouncer in transaction mode${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    let fresh: Awaited<ReturnType<typeof freshDatabase>>;
    let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
    let replicas: Database[] = [];
    beforeAll(async () => {
      fresh = await freshDatabase();
      bouncer = await startPgBouncer(fresh.name);
    }, 60_000);
    afterAll(async () => {
      for (const r of replicas) await r.close();
      bouncer?.stop();
      await fresh?.drop();
    }, 30_000);

    it('opens from two replicas at once and leaves no migration lock behind', async () => {
      const open = () => openDatabase({ databaseUrl: bouncer.url('pooled'), poolSize: 4 });
      replicas = await Promise.all([open(), open()]);
      const direct = new pg.Client({ connectionString: fresh.url });
      await direct.connect();
      try {
        const { rows } = await direct.query(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1`,
          [MIGRATION_LOCK_KEY],
        );
        expect(rows).toEqual([{ n: 0 }]);
      } finally {
        await direct.end();
      }
    }, 90_000);

    it('moves points through the pooler, many transfers at once on both replicas', async () => {
      const [a, b] = replicas as [Database, Database];
      const now = new Date();
      await seedIfEmpty(a.db, now, { demoMembers: true });
      const pairs = rowsOf<{ member: string; src: string; dst: string }>(
        await a.db.execute(sql`
          select s.member_id as member, s.brand_code as src, d.brand_code as dst
          from accounts s join accounts d on d.member_id = s.member_id and d.kind = 'wallet'
            and d.brand_code <> s.brand_code
          where s.kind = 'wallet' and s.balance >= 100`),
      );
      expect(pairs.length).toBeGreaterThan(3);
      let moved = 0;
      for (let round = 0; round < 2; round += 1) {
        const outcomes = await Promise.allSettled(
          pairs.map((p, i) =>
            transferPoints(
              (i % 2 ? b : a).db,
              { memberId: p.member },
              { sourceBrand: p.src, targetBrand: p.dst, points: 50, idempotencyKey: randomUUID() },
              50,
              now,
            ),
          ),
        );
        for (const o of outcomes) {
          // A refusal (a daily limit, a spent balance) is the ledger's answer; anything else is not.
          if (o.status === 'rejected' && !(o.reason instanceof ServiceError)) throw o.reason;
          if (o.status === 'fulfilled') moved += 1;
        }
      }
      expect(moved).toBeGreaterThan(3);
      expect(await ledgerViolations(a.db, now)).toEqual([]);
    }, 120_000);

    it('cancels a long statement with the timeout the pooler’s server connections carry', async () => {
      const quick = await openDatabase({ databaseUrl: bouncer.url('quick'), poolSize: 2 });
      try {
        const started = Date.now();
        const error = await quick.db.execute(sql`select pg_sleep(5)`).catch((e: unknown) => e);
        expect((error as { cause?: { code?: string } }).cause?.code).toBe('57014');
        expect(Date.now() - started).toBeLessThan(4_000);
      } finally {
        await quick.close();
      }
    }, 60_000);

    it('refuses to start where the pooler leaves statements without timeouts', async () => {
      await expect(openDatabase({ databaseUrl: bouncer.url('bare'), poolSize: 2 })).rejects.toThrow(
        /no statement_timeout and no lock_timeout .* pooler/,
      );
    }, 60_000);
  },
);
