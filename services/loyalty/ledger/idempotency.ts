import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ServiceError } from '@/services/loyalty/http/errors';
import { at, q, type Tx } from '@/services/loyalty/ledger/sql';

// docs/quality.md I4: one committed effect per idempotency key. The claim is written once, in SQL
// (idempotency_claim and idempotency_save, ledger/ledger.sql), and used both by ledger_transfer and
// by the calls here. The key is claimed inside the caller's transaction: a concurrent request with
// the same key waits on the primary key until the first commits (then replays its reply) or rolls
// back (then runs itself).

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

/**
 * Null when the key is new (the caller goes on, then saves its reply with saveReply); otherwise the
 * first reply. The key used for another call or payload is 422 `idempotency_mismatch`.
 */
export async function claimKey<T>(
  tx: Tx,
  k: { scope: string; key: string; call: string; hash: string; now: Date },
): Promise<{ replay: T } | null> {
  try {
    const [row] = await q<{ o_claimed: boolean; o_reply: T }>(
      tx,
      sql`select o_claimed, o_reply
          from idempotency_claim(${k.scope}, ${k.key}, ${k.call}, ${k.hash}, ${at(k.now)})`,
    );
    return row!.o_claimed ? null : { replay: row!.o_reply };
  } catch (err) {
    throw mismatch(err) ?? err;
  }
}

export async function saveReply(tx: Tx, scope: string, key: string, reply: unknown): Promise<void> {
  await tx.execute(sql`select idempotency_save(${scope}, ${key}, ${JSON.stringify(reply)}::jsonb)`);
}

/**
 * The refusal idempotency_claim raises (SQLSTATE LT400, 'idempotency_mismatch' as the message, as
 * ledger_transfer's refusals are: ledger/transfer-refusals.ts) as the service's error; null for
 * any other error.
 */
function mismatch(err: unknown): ServiceError | null {
  // drizzle wraps the driver's error (DrizzleQueryError).
  const raw = err as { code?: unknown; cause?: unknown } | null;
  const e = (raw?.code === undefined && raw?.cause ? raw.cause : err) as {
    code?: unknown;
    message?: unknown;
  } | null;
  return e?.code === 'LT400' && e.message === 'idempotency_mismatch'
    ? new ServiceError('idempotency_mismatch', IDEMPOTENCY_MISMATCH)
    : null;
}
