import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/services/loyalty/db/client';
import { otpChallenges, sessions } from '@/services/loyalty/db/schema-auth';
import { lookupKey } from '@/services/loyalty/domain/secrets';
import {
  brandMemberships,
  memberDeletions,
  members,
  orders,
} from '@/services/loyalty/db/schema-members';
import { ACTIVE_ORDERS_MESSAGE } from '@/services/loyalty/routes/delete-account';
import { DRIVERS, call, freshIp, freshPhone, harnessForBlock } from './support/harness';
import { latestCode, signIn } from './support/flows';

// docs/product.md §4 Account deletion, docs/quality.md I10 and §2 item 19.
describe.each(DRIVERS)('account deletion on %s', (driver) => {
  const h = harnessForBlock(driver);

  const memberRow = async (id: string) =>
    (await h.db.select().from(members).where(eq(members.id, id)))[0]!;

  it('is refused with the docs/product.md §8 message while an order is active, and nothing changes', async () => {
    const s = await signIn(h);
    const now = h.clock.now();
    await h.db.insert(orders).values({
      memberId: s.memberId,
      brandCode: 'KFC',
      externalId: `KFC-T-${s.phnNo}`,
      status: 'active',
      amountMinor: 3500,
      createdAt: now,
      updatedAt: now,
    });
    const res = await call(
      h.url,
      'amr-delete',
      { comment: 'bye', keyAreas: ['other'] },
      { token: s.accessToken },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ACTIVE_ORDERS_MESSAGE);
    const row = await memberRow(s.memberId);
    expect(row.deletedAt).toBeNull();
    expect(row.phoneE164).toBe(`${s.cCode}${s.phnNo}`);
    expect((await call(h.url, 'sso-sessions', {}, { token: s.accessToken })).status).toBe(200);
    // Once the order completes, deletion goes through.
    await h.db.update(orders).set({ status: 'completed' }).where(eq(orders.memberId, s.memberId));
    expect((await call(h.url, 'amr-delete', {}, { token: s.accessToken })).status).toBe(200);
  });

  it('closes memberships, revokes every session, removes personal data and keeps a de-identified record', async () => {
    const a = await signIn(h, { deviceId: 'delete-device-a', name: 'Huda Saleh' });
    h.clock.advance(31);
    const b = await signIn(h, {
      phone: { cCode: a.cCode, phnNo: a.phnNo },
      deviceId: 'delete-device-b',
    });
    const res = await call(
      h.url,
      'amr-delete',
      { comment: 'Too many messages', keyAreas: ['too-many-messages'] },
      { token: a.accessToken },
    );
    expect(res.status).toBe(200);
    const row = await memberRow(a.memberId);
    expect(row).toMatchObject({
      phoneE164: null,
      cCode: null,
      phnNo: null,
      name: null,
      email: null,
    });
    expect(row.deletedAt).not.toBeNull();
    const links = await h.db
      .select()
      .from(brandMemberships)
      .where(eq(brandMemberships.memberId, a.memberId));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.status === 'closed')).toBe(true);
    const live = await h.db.select().from(sessions).where(eq(sessions.memberId, a.memberId));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    // No key derived from the phone is left to match it against (docs/quality.md personal data).
    const phoneKey = lookupKey(h.settings.lookupSecret, 'phone', `${a.cCode}${a.phnNo}`);
    expect(live.every((s) => s.phoneHash === null)).toBe(true);
    const keptCodes = await h.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phoneHash, phoneKey));
    expect(keptCodes).toEqual([]);
    // The code-send counters stay until their window ends: deleting does not reset the limits.
    const keptLimits = await h.db.execute(
      sql`select key from rate_limits where key like ${`%${phoneKey}%`}`,
    );
    expect(rowsOf(keptLimits).length).toBeGreaterThan(0);
    // The session's secret is dead too.
    const member = await call(
      h.url,
      'session-member',
      {},
      {
        headers: { 'x-amr-session-secret': b.sessionSecret },
      },
    );
    expect(member.status).toBe(401);
    const [record] = await h.db
      .select()
      .from(memberDeletions)
      .where(eq(memberDeletions.memberId, a.memberId));
    expect(record).toMatchObject({ keyAreas: ['too-many-messages'] });
    const dump = JSON.stringify(await h.db.execute(sql`select * from member_deletions`));
    expect(dump).not.toContain(a.phnNo);
    // A captured token of either device is dead (docs/quality.md §2 item 10).
    for (const s of [a, b]) {
      expect((await call(h.url, 'sso-sessions', {}, { token: s.accessToken })).status).toBe(401);
      expect((await call(h.url, 'refresh-token', { refreshToken: s.refreshToken })).status).toBe(
        401,
      );
    }
  });

  it("leaves no key of the number, not even on another device's sign-in still waiting for its profile", async () => {
    const phone = freshPhone();
    // Device C proves the new number but never creates the profile: its session has no member.
    await call(h.url, 'login', phone, { ip: freshIp(), headers: { deviceid: 'waiting-device-c' } });
    const waiting = await call<{ sessionSecret: string }>(
      h.url,
      'verify-otp',
      { ...phone, otp: latestCode(h, phone) },
      { headers: { deviceid: 'waiting-device-c' } },
    );
    expect(waiting.status).toBe(211);
    h.clock.advance(31);
    const a = await signIn(h, { phone, deviceId: 'joining-device-a' });
    expect((await call(h.url, 'amr-delete', {}, { token: a.accessToken })).status).toBe(200);
    const phoneKey = lookupKey(h.settings.lookupSecret, 'phone', `${phone.cCode}${phone.phnNo}`);
    expect(
      rowsOf(await h.db.execute(sql`select id from sessions where phone_hash = ${phoneKey}`)),
    ).toEqual([]);
    // Its secret no longer creates a profile for the number.
    const profile = await call(
      h.url,
      'profile',
      { ...phone, name: 'Late Profile', email: 'late@example.com', acceptTerms: true },
      { headers: { 'x-amr-session-secret': waiting.body.data.sessionSecret } },
    );
    expect(profile.status).toBe(401);
  });

  it('deleting twice is harmless: a replay gets 401, two at once give one deletion', async () => {
    const s = await signIn(h);
    const both = await Promise.all(
      [1, 2].map(() => call(h.url, 'amr-delete', {}, { token: s.accessToken })),
    );
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 401]).toContain(statuses[1]);
    expect((await call(h.url, 'amr-delete', {}, { token: s.accessToken })).status).toBe(401);
    const records = await h.db
      .select()
      .from(memberDeletions)
      .where(eq(memberDeletions.memberId, s.memberId));
    expect(records).toHaveLength(1);
  });

  it('the phone can join again as a new member', async () => {
    const s = await signIn(h);
    expect((await call(h.url, 'amr-delete', {}, { token: s.accessToken })).status).toBe(200);
    h.clock.advance(31);
    const login = await call(h.url, 'login', { cCode: s.cCode, phnNo: s.phnNo }, { ip: freshIp() });
    expect(login.status).toBe(201);
    h.clock.advance(31);
    const again = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
    expect(again.memberId).not.toBe(s.memberId);
  });

  it('validates the feedback', async () => {
    const s = await signIn(h);
    const long = await call(
      h.url,
      'amr-delete',
      { comment: 'x'.repeat(501) },
      { token: s.accessToken },
    );
    expect(long.body).toMatchObject({ statusCode: 400, data: { field: 'comment' } });
    const area = await call(
      h.url,
      'amr-delete',
      { keyAreas: ['hacking'] },
      { token: s.accessToken },
    );
    expect(area.body).toMatchObject({ statusCode: 400, data: { field: 'keyAreas.0' } });
    expect((await call(h.url, 'sso-sessions', {}, { token: s.accessToken })).status).toBe(200);
  });
});
