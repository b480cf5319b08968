import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ServiceError } from '@/services/loyalty/http/errors';
import { at, q, type Tx } from '@/services/loyalty/ledger/sql';

// docs/quality.md I4: one committed effect per idempotency key. The key is claimed inside the caller's
// transaction: a concurrent request with the same key waits on the primary key until the first
// commits (then replays its reply) or rolls back (then runs itself).

export function requestHash(payload: unknown): string {
  return createHash('sha256').update(stableJson(payload)).digest('hex');
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

export const IDEMPOTENCY_MISMATCH = 'This idempotency key was already used for a different request';

/** Null when the key is new (the caller goes on); otherwise the first reply. */
export async function claimKey<T>(
  tx: Tx,
  k: { scope: string; key: string; call: string; hash: string; now: Date },
): Promise<{ replay: T } | null> {
  const claimed = await q(
    tx,
    sql`insert into idempotency_keys (scope, key, call, request_hash, created_at)
        values (${k.scope}, ${k.key}, ${k.call}, ${k.hash}, ${at(k.now)})
        on conflict do nothing returning key`,
  );
  if (claimed.length) return null;
  const [row] = await q<{ call: string; request_hash: string; response: T }>(
    tx,
    sql`select call, request_hash, response from idempotency_keys
        where scope = ${k.scope} and key = ${k.key}`,
  );
  if (!row || row.call !== k.call || row.request_hash !== k.hash)
    throw new ServiceError('idempotency_mismatch', IDEMPOTENCY_MISMATCH);
  return { replay: row.response };
}

export async function saveReply(tx: Tx, scope: string, key: string, reply: unknown): Promise<void> {
  await tx.execute(sql`update idempotency_keys set response = ${JSON.stringify(reply)}::jsonb
                       where scope = ${scope} and key = ${key}`);
}
