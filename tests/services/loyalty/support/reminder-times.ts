import { sql } from 'drizzle-orm';
import { q } from '@/services/loyalty/ledger/sql';
import type { SignedIn } from './flows';
import type { Harness } from './harness';

const DAY_MS = 86_400_000;

/**
 * 10:00 in Dubai (06:00 UTC), `days` before the member's soonest points expire: a time the
 * reminder job sends to a UAE member, with hours of daytime left for its retries.
 */
export async function morningBeforeExpiry(h: Harness, s: SignedIn, days: number): Promise<Date> {
  const [lot] = await q<{ expires_at: string | Date }>(
    h.db,
    sql`select min(l.expires_at) as expires_at from lots l
        join accounts a on a.id = l.account_id where a.member_id = ${s.memberId}`,
  );
  const morning = new Date(new Date(lot!.expires_at).getTime() - days * DAY_MS);
  morning.setUTCHours(6, 0, 0, 0);
  return morning;
}
