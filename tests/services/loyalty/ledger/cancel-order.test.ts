import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reward } from '@/lib/contract/loyalty';
import { runExpiry } from '@/services/loyalty/ledger/expiry-job';
import { q } from '@/services/loyalty/ledger/sql';
import { useLedgerHarness } from '../support/ledger-harness';
import { DRIVERS, call } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { balances, join, key, order, partner, transfer } from '../support/ledger-flows';

// docs/product.md §4 Cancelled orders: a completed order cancelled later takes back its own
// points wherever they went, and never mints any; the invariants (docs/quality.md §1) are checked
// after each test by the ledger harness.
describe.each(DRIVERS)('cancelling a completed order on %s', (driver) => {
  const h = useLedgerHarness(driver);

  const cancel = (orderId: string) =>
    partner(h, 'KFC', 'partner-order-status', { orderId, status: 'cancelled' });

  const act = (s: SignedIn, id: string, action: string) =>
    call<{ reward: Reward; pointBalance: number }>(
      h.url,
      'redeem-reward',
      { brand: 'KFC', id, action, idempotencyKey: key('v') },
      { token: s.accessToken },
    );

  async function activate(s: SignedIn, rewardId: string) {
    const unlocked = await act(s, rewardId, 'unlock');
    expect(unlocked.status).toBe(200);
    const res = await act(s, unlocked.body.data.reward.id, 'activate');
    expect(res.status).toBe(200);
    return res.body.data.reward;
  }

  const history = async (s: SignedIn, language: 'en' | 'ar' = 'en') => {
    const res = await call<{
      rewards: { brand: string; points: number; reason: string; kind: string }[];
    }>(
      h.url,
      'reward-history',
      { page: 1, pageSize: 20 },
      { token: s.accessToken, headers: { language: language === 'ar' ? 'Ar' : 'En' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.rewards.filter((r) => r.brand === 'KFC');
  };

  it('voids the unredeemed voucher it funded: its points never come back, the others do', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']); // 50 bonus
    const x = key('ord');
    await order(h, s, 'KFC', 10_000, { orderId: x }); // 100
    await order(h, s, 'KFC', 10_000); // 100
    // The bucket (200, 48 hours) takes the bonus, all of x and 50 of the second order.
    const v = await activate(s, 'kfc-bucket-online');
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(50);

    const res = await cancel(x);
    expect(res.status).toBe(200);
    // The voucher is voided; the bonus and the second order's 50 come back.
    expect(res.body.data).toMatchObject({ status: 'cancelled', pointBalance: 150 });
    const details = await call<{ voucher: Reward }>(
      h.url,
      'voucher-details',
      { brand: 'KFC', id: v.id },
      { token: s.accessToken },
    );
    expect(details.body.data.voucher.status).toBe('expired');
    expect((await history(s)).map((r) => r.reason)).toContainEqual(
      expect.stringContaining(`voided with cancelled order ${x}`),
    );

    // Its lapse gives nothing back: the cancelled order took those points.
    h.clock.advance(48 * 3600 + 1);
    await runExpiry(h.db, h.clock.now());
    const again = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
    expect((await balances(h, again)).brands.KFC!.pointBalance).toBe(150);
  });

  it('owes what was moved away, takes nothing else, and settles it from the next earning', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC', 'PHD']); // KFC 50 bonus
    const x = key('ord');
    await order(h, s, 'KFC', 10_000, { orderId: x }); // 100
    // 100 moved to PHD: the bonus (soonest) and 50 of x.
    expect((await transfer(h, s, 'KFC', 'PHD', 100)).status).toBe(200);
    await order(h, s, 'KFC', 10_000); // 100, another order's
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(150);

    const res = await cancel(x);
    // x's 50 left in the wallet are taken; the 50 moved are owed; the other order's 100 stay.
    expect(res.body.data).toMatchObject({ reversedPoints: 100, pointBalance: 100 });
    const [owed] = await q<{ balance: number }>(
      h.db,
      sql`select balance from accounts where member_id = ${s.memberId} and brand_code = 'KFC' and kind = 'owed'`,
    );
    expect(Number(owed!.balance)).toBe(-50);
    const rows = await history(s);
    expect(rows).toContainEqual(
      expect.objectContaining({ points: -50, reason: expect.stringContaining('Owed') }),
    );
    expect((await history(s, 'ar')).some((r) => r.reason.includes('مستحق'))).toBe(true);

    // The next 80 points pay the 50 owed first; 30 become spendable.
    await order(h, s, 'KFC', 8_000);
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(130);
    expect(await history(s)).toContainEqual(
      expect.objectContaining({
        points: -50,
        reason: expect.stringContaining('Towards points owed'),
      }),
    );
    // A released order settles too: nothing is owed any more, so all 40 are spendable.
    const y = key('ord');
    await order(h, s, 'KFC', 4_000, { orderId: y, status: 'active' });
    await partner(h, 'KFC', 'partner-order-status', { orderId: y, status: 'completed' });
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(170);
  });

  it('a release pays what is owed before the points become spendable', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC', 'PHD']);
    const x = key('ord');
    await order(h, s, 'KFC', 10_000, { orderId: x });
    // The bonus and all of x moved, in two transfers (PHD takes at most 100 at once).
    expect((await transfer(h, s, 'KFC', 'PHD', 75)).status).toBe(200);
    expect((await transfer(h, s, 'KFC', 'PHD', 75)).status).toBe(200);
    await cancel(x); // 100 owed
    const y = key('ord');
    await order(h, s, 'KFC', 6_000, { orderId: y, status: 'active' });
    const done = await partner(h, 'KFC', 'partner-order-status', {
      orderId: y,
      status: 'completed',
    });
    expect(done.body.data).toMatchObject({ pointBalance: 0 });
    await order(h, s, 'KFC', 7_000);
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(30);
  });

  it("no longer counts against the day's earning limit", async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const x = key('ord');
    await order(h, s, 'KFC', 9_900, { orderId: x }); // 99
    await cancel(x);
    expect((await balances(h, s)).brands.KFC!.totalDailyEarnPoint).toBe(0);
    for (let i = 0; i < 5; i++)
      expect((await order(h, s, 'KFC', 10_000)).body.data.earnedPoints).toBe(100);
  });

  it('owes nothing for points that lapsed before the cancellation', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const x = key('ord');
    await order(h, s, 'KFC', 10_000, { orderId: x });
    h.clock.advance(400 * 86_400);
    await runExpiry(h.db, h.clock.now());
    const res = await cancel(x);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      reversedPoints: 0,
      pointBalance: 0,
    });
    const owed = await q(
      h.db,
      sql`select 1 from accounts where member_id = ${s.memberId} and kind = 'owed' and balance <> 0`,
    );
    expect(owed).toEqual([]);
  });

  it('deleting the account writes off what it owed', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC', 'PHD']);
    const x = key('ord');
    await order(h, s, 'KFC', 10_000, { orderId: x });
    expect((await transfer(h, s, 'KFC', 'PHD', 100)).status).toBe(200);
    await cancel(x);
    const res = await call(h.url, 'amr-delete', { keyAreas: [] }, { token: s.accessToken });
    expect(res.status).toBe(200);
    const open = await q(
      h.db,
      sql`select 1 from accounts where member_id = ${s.memberId} and (status <> 'closed' or balance <> 0)`,
    );
    expect(open).toEqual([]);
  });
});
