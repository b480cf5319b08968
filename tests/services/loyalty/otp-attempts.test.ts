import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpChallenges } from '@/services/loyalty/db/schema-auth';
import { purgeExpired } from '@/services/loyalty/domain/housekeeping';
import { lookupKey } from '@/services/loyalty/domain/secrets';
import { DRIVERS, call, freshIp, freshPhone, harnessForBlock } from './support/harness';
import { latestCode } from './support/flows';

// docs/quality.md §2 item 8: reuse, expiry, cross-phone use, the attempt limit, and 20 parallel guesses.
describe.each(DRIVERS)('OTP attempts on %s', (driver) => {
  const h = harnessForBlock(driver);

  const requestCode = async () => {
    const phone = freshPhone();
    const res = await call(h.url, 'login', phone, { ip: freshIp() });
    expect(res.status).toBe(201);
    return { phone, code: latestCode(h, phone) };
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const attemptsOf = async (phone: { cCode: string; phnNo: string }) => {
    const [row] = await h.db
      .select()
      .from(otpChallenges)
      .where(
        eq(
          otpChallenges.phoneHash,
          lookupKey(h.settings.lookupSecret, 'phone', `${phone.cCode}${phone.phnNo}`),
        ),
      );
    return row!.attempts;
  };

  it('stores only a hash of the code', async () => {
    const { phone, code } = await requestCode();
    const rows = await h.db
      .select()
      .from(otpChallenges)
      .where(
        eq(
          otpChallenges.phoneHash,
          lookupKey(h.settings.lookupSecret, 'phone', `${phone.cCode}${phone.phnNo}`),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('a correct code works once; reusing it is refused', async () => {
    const { phone, code } = await requestCode();
    expect((await call(h.url, 'verify-otp', { ...phone, otp: code })).status).toBe(211);
    const reuse = await call(h.url, 'verify-otp', { ...phone, otp: code });
    expect(reuse.status).toBe(400);
    expect(reuse.body.data).toMatchObject({ field: 'otp', code: 'otp_missing' });
  });

  it('a code after its 5-minute lifetime is refused', async () => {
    const { phone, code } = await requestCode();
    h.clock.advance(301);
    const res = await call(h.url, 'verify-otp', { ...phone, otp: code });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ code: 'otp_expired' });
  });

  it('a code just inside its lifetime still works', async () => {
    const { phone, code } = await requestCode();
    h.clock.advance(299);
    expect((await call(h.url, 'verify-otp', { ...phone, otp: code })).status).toBe(211);
  });

  it("phone A's code does not verify phone B", async () => {
    const a = await requestCode();
    const b = await requestCode();
    const res = await call(h.url, 'verify-otp', { ...b.phone, otp: a.code });
    if (a.code !== b.code) expect(res.body.data).toMatchObject({ code: 'otp_invalid' });
    expect((await call(h.url, 'verify-otp', { ...a.phone, otp: a.code })).status).toBe(211);
  });

  it('the right code after 5 wrong attempts is refused; each wrong one says what is left', async () => {
    const { phone, code } = await requestCode();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(h.url, 'verify-otp', { ...phone, otp: wrong(code) })).body.data,
      ).toMatchObject({ code: 'otp_invalid', field: 'otp', attemptsLeft: 4 - i });
    }
    const res = await call(h.url, 'verify-otp', { ...phone, otp: code });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ code: 'otp_locked' });
    expect(await attemptsOf(phone)).toBe(5);
  });

  it('of 20 parallel wrong guesses at most 5 are evaluated, and the right code is then refused', async () => {
    const { phone, code } = await requestCode();
    const guesses = Array.from({ length: 20 }, () =>
      call(h.url, 'verify-otp', { ...phone, otp: wrong(code) }),
    );
    const replies = await Promise.all(guesses);
    const evaluated = replies.filter(
      (r) => (r.body.data as { code: string }).code === 'otp_invalid',
    ).length;
    expect(replies.every((r) => r.status === 400)).toBe(true);
    expect(evaluated).toBe(5);
    expect(await attemptsOf(phone)).toBe(5);
    expect((await call(h.url, 'verify-otp', { ...phone, otp: code })).status).toBe(400);
  });

  it('a new code replaces the old one', async () => {
    const first = await requestCode();
    h.clock.advance(31);
    await call(h.url, 'login', first.phone, { ip: freshIp() });
    const second = latestCode(h, first.phone);
    if (second !== first.code) {
      expect((await call(h.url, 'verify-otp', { ...first.phone, otp: first.code })).status).toBe(
        400,
      );
    }
    expect((await call(h.url, 'verify-otp', { ...first.phone, otp: second })).status).toBe(211);
  });

  it('housekeeping purges codes a day past their expiry and keeps live ones', async () => {
    const old = await requestCode();
    h.clock.advance(2 * 86_400);
    const fresh = await requestCode();
    expect(await purgeExpired(h.db, h.clock.now())).toBeGreaterThan(0);
    const left = await h.db.select().from(otpChallenges);
    const hashes = new Set(left.map((r) => r.phoneHash));
    expect(
      hashes.has(
        lookupKey(h.settings.lookupSecret, 'phone', `${old.phone.cCode}${old.phone.phnNo}`),
      ),
    ).toBe(false);
    expect(
      hashes.has(
        lookupKey(h.settings.lookupSecret, 'phone', `${fresh.phone.cCode}${fresh.phone.phnNo}`),
      ),
    ).toBe(true);
    expect((await call(h.url, 'verify-otp', { ...fresh.phone, otp: fresh.code })).status).toBe(211);
  });
});
