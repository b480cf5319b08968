import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { addSeconds } from '@/services/loyalty/clock';
import type { Deps } from '@/services/loyalty/deps';
import { sessions } from '@/services/loyalty/db/schema-auth';
import {
  brandMemberships,
  memberPermissions,
  members,
  permissionChanges,
} from '@/services/loyalty/db/schema-members';
import { findLiveMember, loadProfile } from '@/services/loyalty/domain/members';
import { grantJoiningBonus } from '@/services/loyalty/ledger/enrol';
import { parsePhone } from '@/services/loyalty/domain/phone';
import { recordTermsAcceptance } from '@/services/loyalty/domain/terms-acceptance';
import { joiningBonusKey, lookupKey, sha256 } from '@/services/loyalty/domain/secrets';
import { defineCall } from '@/services/loyalty/http/define-call';
import { conflict, unauthorized } from '@/services/loyalty/http/errors';
import { sessionSecretOf } from '@/services/loyalty/http/headers';

// docs/product.md §4 Login: after verify-otp answered 211, `profile` creates the member. Only the browser
// that just verified this phone may create it: the call carries the secret of the pending session
// verify-otp opened for it (domain/sessions.ts), not a device id anyone could read. The body's
// `acceptTerms: true` (lib/contract/auth.ts) is the member accepting the terms and the privacy
// policy; the versions they read are recorded with the member (domain/terms-acceptance.ts).
export function registerProfile(app: Hono, deps: Deps): void {
  const { db, settings } = deps;

  defineCall(app, deps, 'profile', async ({ c, body, now, headers }) => {
    const phone = parsePhone(body.cCode, body.phnNo);
    const hash = lookupKey(settings.lookupSecret, 'phone', phone.e164);
    const secret = sessionSecretOf(c);
    if (!secret) throw unauthorized('Verify your phone number first', 'verification_required');
    const created = await db.transaction(async (tx) => {
      const [pending] = await tx
        .select({ id: sessions.id, marketingConsent: sessions.marketingConsent })
        .from(sessions)
        .where(
          and(
            eq(sessions.secretHash, sha256(secret)),
            eq(sessions.phoneHash, hash),
            isNull(sessions.memberId),
            isNull(sessions.revokedAt),
            gt(sessions.createdAt, addSeconds(now, -settings.otp.profileWindowSeconds)),
          ),
        )
        .limit(1)
        .for('update');
      if (!pending) throw unauthorized('Verify your phone number first', 'verification_required');
      if (await findLiveMember(tx, phone.e164))
        throw conflict('A profile already exists for this number', 'profile_exists');
      // Consent from this call, else the one given at login (docs/product.md §7 login payload).
      const consent = body.enableMarketingConsent ?? pending.marketingConsent ?? false;
      const [member] = await tx
        .insert(members)
        .values({
          phoneE164: phone.e164,
          cCode: phone.cCode,
          phnNo: phone.phnNo,
          country: phone.country,
          name: body.name,
          email: body.email,
          enableMarketingConsent: consent,
          language: headers.language,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // Everyone is enrolled in the programme's own brand (docs/product.md §1 AMRX), with the joining bonus
      // its card promises, once (a profile is created once).
      await tx.insert(brandMemberships).values({
        memberId: member!.id,
        brandCode: 'AMRX',
        extUserId: `AMRX-${member!.id.slice(0, 8).toUpperCase()}`,
        joinedAt: now,
      });
      await grantJoiningBonus(tx, member!.id, 'AMRX', now, joiningBonusKey(settings, phone.e164));
      await recordTermsAcceptance(tx, member!.id, headers.language, now);
      const marketing: 'activated' | 'deactivated' = consent ? 'activated' : 'deactivated';
      const initial = (['sms', 'email', 'whatsapp', 'amrLogin'] as const).map((type) => ({
        memberId: member!.id,
        type,
        status: type === 'amrLogin' ? ('activated' as const) : marketing,
        version: 1,
      }));
      await tx.insert(memberPermissions).values(initial.map((p) => ({ ...p, updatedAt: now })));
      await tx
        .insert(permissionChanges)
        .values(
          initial.map((p) => ({ ...p, source: `${headers.channel}:profile`, changedAt: now })),
        );
      await tx
        .update(sessions)
        .set({ memberId: member!.id, lastSeenAt: now })
        .where(eq(sessions.id, pending.id));
      return member!;
    });
    return { status: 200, message: 'Profile created', data: await loadProfile(db, created) };
  });
}
