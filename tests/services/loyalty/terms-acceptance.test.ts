import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentPages } from '@/services/loyalty/db/schema-catalog';
import { members, termsAcceptances } from '@/services/loyalty/db/schema-members';
import {
  DRIVERS,
  TEST_CLIENT,
  call,
  freshIp,
  freshPhone,
  harnessForBlock,
} from './support/harness';
import { latestCode } from './support/flows';

// docs/product.md §4 Login: a profile is created only with the terms and the privacy policy
// accepted, and the service records which versions (services/loyalty/domain/terms-acceptance.ts).
describe.each(DRIVERS)('terms acceptance at sign-up on %s', (driver) => {
  const h = harnessForBlock(driver);

  /** A new number verified as the BFF would: the session's secret and the headers to send with it. */
  const verified = async (language: 'En' | 'Ar') => {
    const phone = freshPhone();
    const headers = { deviceid: `terms-${phone.phnNo}`, language };
    await call(h.url, 'login', phone, { ip: freshIp(), headers });
    const verify = await call<{ sessionSecret: string }>(
      h.url,
      'verify-otp',
      { ...phone, otp: latestCode(h, phone) },
      { headers },
    );
    expect(verify.status).toBe(211);
    const withSecret = {
      headers: { ...headers, 'x-amr-session-secret': verify.body.data.sessionSecret },
    };
    const profile = { ...phone, name: 'Huda Saleh', email: `huda.${phone.phnNo}@example.com` };
    return { phone, withSecret, profile };
  };

  const accepted = (memberId: string) =>
    h.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.memberId, memberId))
      .orderBy(termsAcceptances.document);

  it('refuses a profile without acceptTerms, or with it false, with a 400 naming the field, and creates nobody', async () => {
    const { phone, withSecret, profile } = await verified('En');
    for (const body of [
      profile,
      { ...profile, acceptTerms: false },
      { ...profile, acceptTerms: 'yes' },
    ]) {
      const res = await call(h.url, 'profile', body, withSecret);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, data: { field: 'acceptTerms' } });
    }
    const created = await h.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phoneE164, `${phone.cCode}${phone.phnNo}`));
    expect(created).toEqual([]);
    // The same verified session then joins once the box is ticked.
    const joined = await call(h.url, 'profile', { ...profile, acceptTerms: true }, withSecret);
    expect(joined.status).toBe(200);
  });

  it("records the versions of both documents in the member's language, and when they were accepted", async () => {
    // The Arabic texts were last changed at another time than the English ones.
    const arabicEdit = new Date('2026-03-04T05:06:07.089Z');
    await h.db
      .update(contentPages)
      .set({ updatedAt: arabicEdit })
      .where(and(eq(contentPages.type, 'privacy'), eq(contentPages.language, 'ar')));
    const { withSecret, profile } = await verified('Ar');
    const at = new Date(h.clock.now().getTime() + 5_000);
    h.clock.freeze(at);
    try {
      const res = await call<{ _id: string }>(
        h.url,
        'profile',
        { ...profile, acceptTerms: true },
        withSecret,
      );
      expect(res.status).toBe(200);
      // Each version is the updatedAt the content call shows a member reading in Arabic.
      const shown = async (type: 'terms' | 'privacy') =>
        (await call<{ updatedAt: string }>(h.url, 'content', { type }, withSecret)).body.data
          .updatedAt;
      expect(await shown('privacy')).toBe(arabicEdit.toISOString());
      expect(await accepted(res.body.data._id)).toEqual([
        {
          memberId: res.body.data._id,
          document: 'privacy',
          version: arabicEdit.toISOString(),
          language: 'ar',
          acceptedAt: at,
        },
        {
          memberId: res.body.data._id,
          document: 'terms',
          version: await shown('terms'),
          language: 'ar',
          acceptedAt: at,
        },
      ]);
    } finally {
      h.clock.unfreeze();
    }
    const english = await h.db
      .select({ updatedAt: contentPages.updatedAt })
      .from(contentPages)
      .where(and(eq(contentPages.type, 'privacy'), eq(contentPages.language, 'en')));
    expect(english[0]!.updatedAt.toISOString()).not.toBe(arabicEdit.toISOString());
  });

  it('keeps the record, which names no one, when the account is deleted', async () => {
    const { phone, withSecret, profile } = await verified('En');
    const res = await call<{ _id: string }>(
      h.url,
      'profile',
      { ...profile, acceptTerms: true },
      withSecret,
    );
    const memberId = res.body.data._id;
    const auth = await call<{ accessToken: string }>(
      h.url,
      'amr-auth',
      {
        ...phone,
        deviceId: withSecret.headers.deviceid,
        ...TEST_CLIENT,
        grantType: 'client_credentials',
      },
      withSecret,
    );
    const before = await accepted(memberId);
    expect(before.map((r) => r.document)).toEqual(['privacy', 'terms']);
    const deleted = await call(h.url, 'amr-delete', {}, { token: auth.body.data.accessToken });
    expect(deleted.status).toBe(200);
    expect(await accepted(memberId)).toEqual(before);
  });
});
