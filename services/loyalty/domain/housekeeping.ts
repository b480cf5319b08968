import { lt } from 'drizzle-orm';
import { addSeconds } from '@/services/loyalty/clock';
import type { Db } from '@/services/loyalty/db/client';
import { joiningBonusGrants } from '@/services/loyalty/db/schema-members';
import {
  authTokens,
  clientGrants,
  otpChallenges,
  rateLimits,
} from '@/services/loyalty/db/schema-auth';

// Spent OTPs, stale rate-limit windows, client ids and tokens only grow the tables; a day past
// their expiry nothing reads them. Sessions are kept: they are the member's login history. A
// deleted account's joining-bonus record goes once its retention period has passed.
const GRACE_SECONDS = 86_400;

/** How long a deleted number's joining-bonus record is kept (docs/product.md §4 Account deletion). */
export const JOINING_BONUS_RETENTION_DAYS = 730;

export async function purgeExpired(db: Db, now: Date): Promise<number> {
  const before = addSeconds(now, -GRACE_SECONDS);
  const counts = await Promise.all([
    db
      .delete(otpChallenges)
      .where(lt(otpChallenges.expiresAt, before))
      .returning({ id: otpChallenges.id }),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, before))
      .returning({ key: rateLimits.key }),
    db
      .delete(clientGrants)
      .where(lt(clientGrants.expiresAt, before))
      .returning({ id: clientGrants.idHash }),
    db
      .delete(authTokens)
      .where(lt(authTokens.expiresAt, before))
      .returning({ id: authTokens.tokenHash }),
    db
      .delete(joiningBonusGrants)
      .where(lt(joiningBonusGrants.forgetAfter, now))
      .returning({ key: joiningBonusGrants.phoneKey }),
  ]);
  return counts.reduce((n, rows) => n + rows.length, 0);
}
