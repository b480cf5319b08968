import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Deps } from '@/services/loyalty/deps';
import { rowsOf } from '@/services/loyalty/db/client';
import { clientGrants, otpChallenges, sessions } from '@/services/loyalty/db/schema-auth';
import { pushSubscriptions } from '@/services/loyalty/db/schema-reminders';
import {
  brandMemberships,
  joiningBonusGrants,
  memberDeletions,
  members,
  orders,
} from '@/services/loyalty/db/schema-members';
import { closeWallets } from '@/services/loyalty/ledger/close-wallets';
import { defineCall, memberOf } from '@/services/loyalty/http/define-call';
import { conflict } from '@/services/loyalty/http/errors';
import { addSeconds } from '@/services/loyalty/clock';
import { JOINING_BONUS_RETENTION_DAYS } from '@/services/loyalty/domain/housekeeping';
import { joiningBonusKey, lookupKey } from '@/services/loyalty/domain/secrets';

/** docs/product.md §8, verbatim. */
export const ACTIVE_ORDERS_MESSAGE =
  'Account Deletion cannot happen while there are active orders in your account!';

// docs/product.md §4 Account deletion and docs/quality.md I10: refused while an order is active; otherwise linked
// brand memberships are closed, every session revoked, personal data removed and a de-identified
// record kept. The member row is locked first, so a second deletion (or part 2's transfer, which
// locks the same row) waits and then sees the outcome: deleting twice is harmless.
export function registerDeleteAccount(app: Hono, deps: Deps): void {
  const { db } = deps;

  defineCall(app, deps, 'amr-delete', async (ctx) => {
    const me = memberOf(ctx);
    const now = ctx.now;
    await db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`select deleted_at from members where id = ${me.memberId} for update`,
      );
      const row = rowsOf<{ deleted_at: Date | null }>(locked)[0];
      if (!row || row.deleted_at) return;
      const [active] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.memberId, me.memberId), eq(orders.status, 'active')));
      if ((active?.n ?? 0) > 0) throw conflict(ACTIVE_ORDERS_MESSAGE, 'active_orders');
      // docs/quality.md I10: wallets are closed by journal entries before the personal data goes.
      await closeWallets(tx, me.memberId, now);
      const [person] = await tx
        .select({ phone: members.phoneE164 })
        .from(members)
        .where(eq(members.id, me.memberId));
      await tx
        .update(brandMemberships)
        .set({ status: 'closed', closedAt: now })
        .where(
          and(eq(brandMemberships.memberId, me.memberId), eq(brandMemberships.status, 'active')),
        );
      // Nothing derived from the phone stays behind (docs/quality.md I10) but two keyed HMACs: the
      // code-send counters, which expire with their window (a deletion must not reset them), and
      // the joining-bonus record (docs/product.md §4 Account deletion). The phone keys of the
      // member's sessions, and of any other device's sign-in to the number still waiting for its
      // profile, and its codes go with the number itself; those sessions end.
      const phoneKey = person?.phone
        ? lookupKey(deps.settings.lookupSecret, 'phone', person.phone)
        : null;
      const ofTheNumber = phoneKey
        ? or(eq(sessions.memberId, me.memberId), eq(sessions.phoneHash, phoneKey))
        : eq(sessions.memberId, me.memberId);
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'account-deleted' })
        .where(and(ofTheNumber, isNull(sessions.revokedAt)));
      await tx.update(sessions).set({ phoneHash: null }).where(ofTheNumber);
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, me.memberId));
      if (person?.phone && phoneKey) {
        await tx.delete(clientGrants).where(eq(clientGrants.phoneE164, person.phone));
        await tx.delete(otpChallenges).where(eq(otpChallenges.phoneHash, phoneKey));
      }
      // The number's joining-bonus record is forgotten after its retention period, from today.
      if (person?.phone)
        await tx
          .update(joiningBonusGrants)
          .set({ forgetAfter: addSeconds(now, JOINING_BONUS_RETENTION_DAYS * 86_400) })
          .where(eq(joiningBonusGrants.phoneKey, joiningBonusKey(deps.settings, person.phone)));
      await tx.insert(memberDeletions).values({
        memberId: me.memberId,
        keyAreas: ctx.body.keyAreas ?? [],
        comment: ctx.body.comment ?? null,
        deletedAt: now,
      });
      await tx
        .update(members)
        .set({
          phoneE164: null,
          cCode: null,
          phnNo: null,
          name: null,
          email: null,
          enableMarketingConsent: false,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(members.id, me.memberId));
    });
    return { message: 'Your account has been deleted', data: { deleted: true } };
  });
}
