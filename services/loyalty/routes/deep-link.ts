import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { BrandCode } from '@/lib/contract/common';
import { HEADER } from '@/lib/contract/headers';
import { addSeconds } from '@/services/loyalty/clock';
import type { Deps } from '@/services/loyalty/deps';
import { rowsOf } from '@/services/loyalty/db/client';
import { clientGrants } from '@/services/loyalty/db/schema-auth';
import { findLiveMember, loadProfile } from '@/services/loyalty/domain/members';
import { parsePhone } from '@/services/loyalty/domain/phone';
import { lookupKey, newOpaqueToken, safeEqual, sha256 } from '@/services/loyalty/domain/secrets';
import { createSession, issueTokens } from '@/services/loyalty/domain/sessions';
import { defineCall } from '@/services/loyalty/http/define-call';
import { unauthorized } from '@/services/loyalty/http/errors';
import { requireDeviceId } from '@/services/loyalty/http/headers';

// Deep-link sign-in from a brand app (docs/product.md §2 PROTECTED, §4 Account validation, §7 validateAccount):
// the brand's system asks `client` for a short-lived single-use client id bound to a phone; the
// app opens us with it; verify-redirect shows whose account it is (masked); validate-account
// spends it for a session on this device.
export function registerDeepLink(app: Hono, deps: Deps): void {
  const { db, settings } = deps;

  defineCall(app, deps, 'client', async ({ c, body, now, headers }) => {
    const key = c.req.header(HEADER.partnerKey) ?? '';
    const expected = settings.partnerKeys[headers.brand];
    if (!c.req.header(HEADER.brand) || !expected || !safeEqual(key, expected))
      throw unauthorized('Invalid partner credentials', 'invalid_partner');
    const phone = parsePhone(body.cCode, body.phnNo);
    const clientId = newOpaqueToken('cl');
    await db.insert(clientGrants).values({
      idHash: sha256(clientId),
      brandCode: headers.brand,
      phoneE164: phone.e164,
      createdAt: now,
      expiresAt: addSeconds(now, settings.tokens.clientIdTtlSeconds),
    });
    return { data: { clientId, expiresIn: settings.tokens.clientIdTtlSeconds } };
  });

  const readClientId = (c: Context) => {
    const id = c.req.header(HEADER.clientId);
    if (!id || id.length > 200)
      throw unauthorized('The sign-in link is invalid or has expired', 'client_id_invalid');
    return sha256(id);
  };

  const peek = async (c: Context, brand: BrandCode, now: Date) => {
    const [grant] = await db
      .select()
      .from(clientGrants)
      .where(
        and(
          eq(clientGrants.idHash, readClientId(c)),
          eq(clientGrants.brandCode, brand),
          isNull(clientGrants.usedAt),
          gt(clientGrants.expiresAt, now),
        ),
      )
      .limit(1);
    if (!grant)
      throw unauthorized('The sign-in link is invalid or has expired', 'client_id_invalid');
    const member = await findLiveMember(db, grant.phoneE164);
    const profile = member ? await loadProfile(db, member) : null;
    return {
      brand,
      isProfileCreated: !!profile,
      maskedUserDetails: profile?.maskedUserDetails ?? null,
    };
  };

  defineCall(app, deps, 'verify-redirect', async ({ c, body, now }) => ({
    data: await peek(c, body.brand, now),
  }));
  defineCall(app, deps, 'verify-at-brand', async ({ c, body, now }) => ({
    data: await peek(c, body.brand, now),
  }));

  defineCall(app, deps, 'validate-account', async ({ c, body, now, headers }) => {
    const deviceId = requireDeviceId(headers);
    const idHash = readClientId(c);
    // Spent atomically: two racing validations with one client id give one session.
    const spent = await db.execute(sql`
      update client_grants set used_at = ${now.toISOString()}::timestamptz
      where id_hash = ${idHash} and brand_code = ${body.brand} and used_at is null
        and expires_at > ${now.toISOString()}::timestamptz
      returning phone_e164`);
    const phoneE164 = rowsOf<{ phone_e164: string }>(spent)[0]?.phone_e164;
    if (!phoneE164)
      throw unauthorized('The sign-in link is invalid or has expired', 'client_id_invalid');
    const member = await findLiveMember(db, phoneE164);
    if (!member)
      return {
        message: 'Failed to validate user',
        data: { success: false, userInfo: null, auth: null },
      };
    const session = await createSession(
      db,
      {
        memberId: member.id,
        phoneHash: lookupKey(settings.lookupSecret, 'phone', phoneE164),
        deviceId,
        deviceModel: headers.deviceModel,
        brand: body.brand,
        channel: headers.channel,
        origin: 'client',
      },
      now,
      settings.tokens,
    );
    const absolute = addSeconds(now, settings.tokens.absoluteSeconds);
    const tokens = await issueTokens(db, session.id, absolute, now, settings.tokens);
    return {
      data: {
        success: true,
        userInfo: await loadProfile(db, member),
        // The spent client id proved the phone: the session's secret goes to the BFF as a code's
        // would (sign-in.ts verify-otp).
        auth: {
          tokenType: 'Bearer' as const,
          ...tokens,
          sessionId: session.id,
          sessionSecret: session.secret,
        },
      },
    };
  });
}
