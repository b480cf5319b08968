import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { rowsOf, type Db } from '@/services/loyalty/db/client';

// Liveness and readiness (docs/production.md §8). GET /health says the process serves requests
// and touches nothing else, so a slow database never gets a live process restarted. GET /ready
// says this replica should get traffic: not stopping, its database answering in time, and every
// migration this build knows of applied; a balancer takes the replica out while it answers 503.

export type NotReadyReason =
  'stopping' | 'database_timeout' | 'database_error' | 'migrations_pending';

export interface Readiness {
  check(): Promise<{ ready: true } | { ready: false; reason: NotReadyReason }>;
}

// One level below services/loyalty/, as db/client.ts is: the same path from the source and from
// the bundle in dist/ (scripts/build-service.mjs copies the migrations beside it).
const JOURNAL = fileURLToPath(new URL('../migrations/meta/_journal.json', import.meta.url));

/** The time drizzle records for this build's newest migration (`created_at` of its table). */
function newestMigration(): number {
  const { entries } = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...entries.map((e) => e.when));
}

/**
 * At most one check at a time: probes arriving while the database hangs share it, so they never
 * take more than one of the pool's connections between them.
 */
export function databaseReadiness(
  db: Db,
  opts: { timeoutMs: number; stopping: () => boolean },
): Readiness {
  const newest = newestMigration();
  let running: Promise<NotReadyReason | null> | null = null;
  const query = async (): Promise<NotReadyReason | null> => {
    const rows = rowsOf<{ last: string | null }>(
      await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`),
    );
    return Number(rows[0]?.last ?? 0) >= newest ? null : 'migrations_pending';
  };
  const probe = async (): Promise<NotReadyReason | null> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<NotReadyReason>((resolve) => {
      timer = setTimeout(() => resolve('database_timeout'), opts.timeoutMs);
    });
    try {
      return await Promise.race([query().catch(() => 'database_error' as const), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    check: async () => {
      if (opts.stopping()) return { ready: false, reason: 'stopping' };
      running ??= probe().finally(() => (running = null));
      const reason = await running;
      if (opts.stopping()) return { ready: false, reason: 'stopping' };
      return reason ? { ready: false, reason } : { ready: true };
    },
  };
}

export function registerHealth(app: Hono, readiness: Readiness | null): void {
  app.get('/health', (c) => c.json({ statusCode: 200, message: 'OK', data: { status: 'ok' } }));
  app.get('/ready', async (c) => {
    // Without a readiness (an app built by a test or a benchmark) ready means serving.
    const state = readiness ? await readiness.check() : { ready: true as const };
    c.header('Cache-Control', 'no-store');
    if (state.ready)
      return c.json({ statusCode: 200, message: 'Ready', data: { status: 'ready' } });
    return c.json(
      {
        statusCode: 503,
        message: 'Not ready',
        data: { status: 'not_ready', reason: state.reason },
      },
      503,
    );
  });
}
