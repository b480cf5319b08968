import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/services/loyalty/db/client';
import type { WindowLimit } from '@/services/loyalty/settings';

/**
 * Counts one hit against `key` in a fixed window, atomically in the database so every service
 * process shares the counter (docs/architecture.md §4). Returns the seconds to wait when over the limit, else 0.
 */
export async function hitLimit(
  db: Db,
  key: string,
  limit: WindowLimit,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const nowIso = now.toISOString();
  const result = await db.execute(sql`
    insert into rate_limits as r (key, window_start, hits) values (${key}, ${nowIso}::timestamptz, 1)
    on conflict (key) do update set
      hits = case when r.window_start <= ${cutoff}::timestamptz then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= ${cutoff}::timestamptz then ${nowIso}::timestamptz else r.window_start end
    returning hits, window_start`);
  const row = rowsOf<{ hits: number; window_start: Date | string }>(result)[0];
  if (!row || row.hits <= limit.max) return 0;
  const windowEnds = new Date(row.window_start).getTime() + limit.windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
}

/** The seconds to wait if `key` has used up its window already, else 0; counts nothing. */
export async function waitForLimit(
  db: Db,
  key: string,
  limit: WindowLimit,
  now: Date,
): Promise<number> {
  const result = await db.execute(sql`
    select hits, window_start from rate_limits where key = ${key}`);
  const row = rowsOf<{ hits: number; window_start: Date | string }>(result)[0];
  if (!row || row.hits < limit.max) return 0;
  const windowEnds = new Date(row.window_start).getTime() + limit.windowSeconds * 1000;
  return windowEnds > now.getTime() ? Math.ceil((windowEnds - now.getTime()) / 1000) : 0;
}

/**
 * The counters' keys. Their phone, prefix and client parts are lookup keys (domain/secrets.ts),
 * never the number or the address itself.
 */
export const LIMIT_KEY = {
  ip: (client: string) => `ip:${client}`,
  device: (device: string) => `device:${device}`,
  resend: (phone: string) => `resend:${phone}`,
  prefix: (prefix: string) => `prefix:${prefix}`,
  phoneFromClient: (phone: string, client: string) => `phone-client:${phone}:${client}`,
  phone: (phone: string) => `phone:${phone}`,
} as const;
