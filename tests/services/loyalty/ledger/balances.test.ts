import { describe, expect, it } from 'vitest';
import { liveSessionOf } from '@/services/loyalty/domain/sessions';
import { sessionBalances } from '@/services/loyalty/ledger/balances';
import type { Tx } from '@/services/loyalty/ledger/sql';
import { DRIVERS, call, freshPhone } from '../support/harness';
import { signIn } from '../support/flows';
import { useLedgerHarness } from '../support/ledger-harness';
import { balances, join, order } from '../support/ledger-flows';

const utcOn = (day: Date, hours: number, minutes = 0) =>
  new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes, 0, 0),
  );

let ksaPhones = 0;
/** A Saudi mobile no other test uses: the member's country, and their local day, follow it. */
const ksaPhone = () => ({
  cCode: '+966',
  phnNo: `57${String(process.pid % 1000).padStart(3, '0')}${String(++ksaPhones).padStart(4, '0')}`,
});

// The balances a member's every page reads (docs/product.md §3 Loyalty brands), with the session
// checked in the same statement (services/loyalty/ledger/balances.ts sessionBalances).
describe.each(DRIVERS)('a member’s balances on %s', (driver) => {
  const h = useLedgerHarness(driver);

  it('finds the session, the member and every brand’s balance in one statement', async () => {
    const s = await signIn(h);
    let statements = 0;
    const counted: Tx = {
      execute: (query) => {
        statements += 1;
        return h.db.execute(query);
      },
    };
    const now = h.clock.now();
    const found = await sessionBalances(
      counted,
      liveSessionOf(s.accessToken, now, h.settings.tokens),
      now,
    );
    expect(statements).toBe(1);
    expect(found.session).toMatchObject({ o_session: s.sessionId, o_member: s.memberId });
    expect(found.brands.find((b) => b.code === 'AMRX')).toMatchObject({
      pointBalance: 100,
      isLoyaltyMember: true,
    });
    expect(found.brands.map((b) => b.code)).toEqual(['AMRX', 'KFC', 'PHD', 'HRD', 'TGIF', 'Peet']);

    // Signed out: the same statement finds no session, and the call answers 401.
    expect((await call(h.url, 'logout', {}, { token: s.accessToken })).status).toBe(200);
    const ended = await sessionBalances(
      h.db,
      liveSessionOf(s.accessToken, h.clock.now(), h.settings.tokens),
      h.clock.now(),
    );
    expect(ended).toEqual({ session: null, brands: [] });
    const refused = await call(
      h.url,
      'loyalty-brands',
      { cCode: s.cCode, phnNo: s.phnNo },
      { token: s.accessToken },
    );
    expect(refused.status).toBe(401);
    expect(refused.body.data).toMatchObject({ code: 'session_invalid' });
  });

  it('counts today’s earning in a Saudi member’s local day, an hour behind Dubai’s', async () => {
    try {
      // 20:30 UTC: 23:30 in Riyadh, already 00:30 of the next day in Dubai.
      h.clock.freeze(utcOn(new Date(h.clock.now().getTime() + 2 * 86_400_000), 20, 30));
      const s = await signIn(h, { phone: ksaPhone() });
      expect((await order(h, s, 'AMRX', 5_000)).status).toBe(200);
      const read = await balances(h, s);
      expect(read.brands.AMRX).toMatchObject({ pointBalance: 150, totalDailyEarnPoint: 50 });
      const limits = await call<{ brands: Record<string, { remaining: number }> }>(
        h.url,
        'remaining-limit',
        undefined,
        { token: s.accessToken },
      );
      expect(limits.body.data.brands.AMRX!.remaining).toBe((await dailyLimit(s, 'AMRX')) - 50);
    } finally {
      h.clock.unfreeze();
    }
  });

  it('dates the next expiry by the member’s local day, not by the UTC date', async () => {
    try {
      const day = new Date(h.clock.now().getTime() + 3 * 86_400_000);
      // 18:00 UTC is 22:00 in Dubai: the KFC bonus (50) and an order (40) expire then, a year on.
      h.clock.freeze(utcOn(day, 18));
      const phone = freshPhone();
      const s = await signIn(h, { phone });
      await join(h, s, ['KFC']);
      expect((await order(h, s, 'KFC', 4_000)).status).toBe(200);
      // 21:00 UTC the same UTC date is 01:00 of the next day in Dubai: its lot (30) is another day's.
      h.clock.freeze(utcOn(day, 21));
      const later = await signIn(h, { phone });
      expect((await order(h, later, 'KFC', 3_000)).status).toBe(200);
      const kfc = (await balances(h, later)).brands.KFC!;
      expect(kfc.pointBalance).toBe(120);
      expect(kfc.nextExpiry).toEqual({ points: 90, date: expect.stringMatching(/T18:00:00/) });
    } finally {
      h.clock.unfreeze();
    }
  });

  const dailyLimit = async (
    s: { cCode: string; phnNo: string; accessToken: string },
    brand: string,
  ) => {
    const read = await call<{ brands: Record<string, { dailyEarningLimit: number }> }>(
      h.url,
      'loyalty-brands',
      { cCode: s.cCode, phnNo: s.phnNo },
      { token: s.accessToken },
    );
    return read.body.data.brands[brand]!.dailyEarningLimit;
  };
});
