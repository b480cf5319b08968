import { describe, expect, it } from 'vitest';
import { purgeExpired } from '@/services/loyalty/domain/housekeeping';
import { useLedgerHarness } from '../support/ledger-harness';
import { DRIVERS, call } from '../support/harness';
import { signIn } from '../support/flows';
import { balances, join, key } from '../support/ledger-flows';

// docs/product.md §4 Account deletion: a joining bonus is given once per phone number, ever; a
// number that deletes its account and joins again starts with no points, and keeps the code-send
// limits it had. Joining twice at once is harmless (docs/quality.md I4).
describe.each(DRIVERS)('joining bonuses on %s', (driver) => {
  const h = useLedgerHarness(driver);

  it('gives no second bonus to a number that deleted its account and joined again', async () => {
    const first = await signIn(h);
    await join(h, first, ['KFC']);
    // A reward unlocked and never activated does not stand in the way of the deletion.
    const unlocked = await call(
      h.url,
      'redeem-reward',
      { brand: 'KFC', id: 'kfc-welcome-fries', action: 'unlock', idempotencyKey: key('v') },
      { token: first.accessToken },
    );
    expect(unlocked.status).toBe(200);
    expect((await balances(h, first)).brands).toMatchObject({
      AMRX: { pointBalance: 100 },
      KFC: { pointBalance: 50 },
    });
    const deleted = await call(h.url, 'amr-delete', { keyAreas: [] }, { token: first.accessToken });
    expect(deleted.status).toBe(200);
    // The code-send limits were not reset by the deletion: the resend wait still holds.
    const phone = { cCode: first.cCode, phnNo: first.phnNo };
    expect((await call(h.url, 'login', phone, { headers: { deviceid: 'dev-again' } })).status).toBe(
      429,
    );
    h.clock.advance(31);

    const again = await signIn(h, { phone: { cCode: first.cCode, phnNo: first.phnNo } });
    expect(again.memberId).not.toBe(first.memberId);
    const joined = await join(h, again, ['KFC', 'PHD']);
    expect(joined.body.data).toEqual({
      brands: [
        { brand: 'KFC', joiningBonusPts: 0 },
        // A brand the number never joined still gives its bonus.
        { brand: 'PHD', joiningBonusPts: 50 },
      ],
    });
    const b = await balances(h, again);
    expect(b.brands).toMatchObject({
      AMRX: { pointBalance: 0, isLoyaltyMember: true },
      KFC: { pointBalance: 0, isLoyaltyMember: true },
      PHD: { pointBalance: 50 },
    });
  });

  it('forgets the number two years after the deletion, and only then', async () => {
    const first = await signIn(h);
    await call(h.url, 'amr-delete', { keyAreas: [] }, { token: first.accessToken });
    const phone = { cCode: first.cCode, phnNo: first.phnNo };
    h.clock.advance(729 * 86_400);
    await purgeExpired(h.db, h.clock.now());
    const second = await signIn(h, { phone });
    expect((await balances(h, second)).total).toBe(0);
    await call(h.url, 'amr-delete', { keyAreas: [] }, { token: second.accessToken });
    h.clock.advance(731 * 86_400);
    await purgeExpired(h.db, h.clock.now());
    expect((await balances(h, await signIn(h, { phone }))).brands.AMRX!.pointBalance).toBe(100);
  });

  it('answers racing joins of one brand with the first answer, and one bonus', async () => {
    const s = await signIn(h);
    const body = (idempotencyKey: string) => ({
      cCode: s.cCode,
      phnNo: s.phnNo,
      firstName: 'Test',
      lastName: '',
      brands: [{ brand: 'KFC', extUserId: `KFC-${s.memberId.slice(0, 8)}` }],
      deviceId: s.deviceId,
      idempotencyKey,
    });
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(h.url, 'register-member', body(key('join')), { token: s.accessToken }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of replies)
      expect(r.body.data).toEqual({ brands: [{ brand: 'KFC', joiningBonusPts: 50 }] });
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(50);
  });
});
