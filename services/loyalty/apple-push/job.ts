import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ApnsOutcome, ApnsSender } from '@/services/loyalty/apple-push/apns';
import type { Db } from '@/services/loyalty/db/client';
import {
  LIVE_APPLE_CARDS,
  PASS_UPDATED_AT,
} from '@/services/loyalty/domain/apple-pass-registrations';
import { num, q } from '@/services/loyalty/ledger/sql';
import type { Logger } from '@/services/loyalty/logger';
import { applePassPushes } from '@/services/loyalty/metrics';

// The Apple pass push job (docs/product.md §4 Member card in the phone's wallet): every device
// registered for a live Apple pass whose points changed since its last push is woken once, and
// its Wallet then asks the pass web service for what changed.
//
// `pushed_at` of a registration holds the pass's update tag as of its last push (PASS_UPDATED_AT,
// the member's latest journal transaction), not the clock: a pass is due while its tag is newer
// than that (than the registration's making, before a first push). A run claims due rows by
// setting `pushed_at` to the tag it pushes, in one statement with FOR UPDATE SKIP LOCKED, as the
// reminder job claims its deliveries (services/loyalty/reminders/deliver.ts): a replica running
// at once skips them, and one running after sees them pushed, however slow APNs is. A push worth
// another try puts the old value back; a process that dies mid-send loses that push (Wallet still
// asks when the member pulls the pass), never sends it twice.

/** Registrations claimed by one run; the next run takes the rest. */
const BATCH = 200;

interface Claimed {
  device_library_id: string;
  card_id: unknown;
  pass_type_id: string;
  push_token: string;
  /** As text, so putting it back is exact to the microsecond. */
  previous: string | null;
  tag: string;
}

export type PushCounts = Record<ApnsOutcome['result'], number>;

/**
 * Pushes every due pass once per device. `correlationId` names the run in its log lines, as a
 * request's does (http/correlation.ts).
 */
export async function runApplePassPush(
  db: Db,
  now: Date,
  sender: ApnsSender,
  logger: Logger,
  correlationId: string = randomUUID(),
): Promise<PushCounts> {
  const claimed = await q<Claimed>(
    db,
    sql`with due as (
          select r.device_library_id, r.card_id, r.pushed_at as previous,
                 ${PASS_UPDATED_AT} as tag
          from apple_pass_registrations r, ${LIVE_APPLE_CARDS(now)}
            and c.id = r.card_id and ${PASS_UPDATED_AT} > coalesce(r.pushed_at, r.created_at)
          order by coalesce(r.pushed_at, r.created_at)
          limit ${BATCH}
          for update of r skip locked)
        update apple_pass_registrations r set pushed_at = due.tag
        from due where r.device_library_id = due.device_library_id and r.card_id = due.card_id
        returning r.device_library_id, r.card_id, r.pass_type_id, r.push_token,
          due.previous::text as previous, due.tag::text as tag`,
  );
  const counts: PushCounts = { sent: 0, gone: 0, retry: 0, failed: 0 };
  if (claimed.length === 0) return counts;
  // A device keeping several of these passes has one push token for them all: one push wakes it.
  const devices = new Map<string, Claimed[]>();
  for (const row of claimed) {
    const key = `${row.pass_type_id} ${row.push_token}`;
    devices.set(key, [...(devices.get(key) ?? []), row]);
  }
  const reasons: Record<string, number> = {};
  await Promise.all(
    [...devices.values()].map(async (rows) => {
      const { pass_type_id: topic, push_token: pushToken } = rows[0]!;
      const outcome = await sender
        .send(pushToken, topic)
        .catch((): ApnsOutcome => ({ result: 'retry', status: null, reason: 'error' }));
      await settle(db, rows, outcome);
      counts[outcome.result] += 1;
      applePassPushes.inc({ outcome: outcome.result, reason: outcome.reason });
      if (outcome.result !== 'sent') reasons[outcome.reason] = (reasons[outcome.reason] ?? 0) + 1;
      if (outcome.result === 'failed')
        logger.warn('apple pass push refused', {
          correlationId,
          cardIds: rows.map((r) => num(r.card_id)),
          status: outcome.status,
          reason: outcome.reason,
        });
    }),
  );
  logger.info('apple pass pushes', { correlationId, ...counts, reasons });
  return counts;
}

async function settle(db: Db, rows: Claimed[], outcome: ApnsOutcome): Promise<void> {
  const { pass_type_id: topic, push_token: pushToken } = rows[0]!;
  if (outcome.result === 'gone') {
    // The token no longer reaches this Wallet for our passes: every registration holding it goes.
    await db.execute(sql`delete from apple_pass_registrations
      where push_token = ${pushToken} and pass_type_id = ${topic}`);
    return;
  }
  if (outcome.result !== 'retry') return;
  // Due again at the next run, unless something else has written the row since the claim.
  for (const r of rows)
    await db.execute(sql`update apple_pass_registrations
      set pushed_at = ${r.previous}::timestamptz
      where device_library_id = ${r.device_library_id} and card_id = ${num(r.card_id)}
        and pushed_at = ${r.tag}::timestamptz`);
}
