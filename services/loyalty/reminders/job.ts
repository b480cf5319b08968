import { randomUUID } from 'node:crypto';
import type { Db } from '@/services/loyalty/db/client';
import { daytimeCountries } from '@/services/loyalty/reminders/daytime';
import { deliverDue, type Senders } from '@/services/loyalty/reminders/deliver';
import { findDueNotices, recordNotice } from '@/services/loyalty/reminders/find';

/**
 * The reminder job (docs/product.md §4 Reminders), on the same footing as the expiry job: it runs
 * at start and on a timer in every replica. Finding and recording is decided by a unique key, and
 * sending by claiming rows with SKIP LOCKED, so two replicas running at once send each reminder
 * once. Only members whose local time is between 09:00 and 21:00 are reminded or sent to. A run
 * has a correlation id, as a request has, for its log lines.
 */
export async function runReminders(
  db: Db,
  now: Date,
  senders: Senders,
  correlationId: string = randomUUID(),
): Promise<{ notices: number; sent: number; dropped: number; failed: number; retrying: number }> {
  const countries = daytimeCountries(now);
  let notices = 0;
  for (const due of await findDueNotices(db, now, countries)) {
    if ((await recordNotice(db, due, now)) !== null) notices += 1;
  }
  const delivered = await deliverDue(db, now, countries, senders, correlationId);
  return { notices, ...delivered };
}
