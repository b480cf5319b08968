import { describe, expect, it } from 'vitest';
import { useLedgerHarness } from '../support/ledger-harness';
import { ACTIVE_ORDERS_MESSAGE } from '@/services/loyalty/routes/delete-account';
import { DRIVERS, call } from '../support/harness';
import { signIn } from '../support/flows';
import { balances, join, key, order, partner, transfer } from '../support/ledger-flows';

// Partner API: orders earn by the brand's rule within earnPerOrder and the daily
// earning limit (docs/product.md §5); the order id is the idempotency key; cancelling reverses.
describe.each(DRIVERS)('partner orders on %s', (driver) => {
  const h = useLedgerHarness(driver);

  it('earns one point per whole dirham, capped by earnPerOrder, and shows it in loyalty-brands', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const first = await order(h, s, 'KFC', 4_250);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ earnedPoints: 42, status: 'completed' });
    const capped = await order(h, s, 'KFC', 50_000);
    expect(capped.body.data.earnedPoints).toBe(100);
    const b = await balances(h, s);
    // KFC joining bonus 50 + 42 + 100.
    expect(b.brands.KFC).toMatchObject({
      pointBalance: 192,
      isLoyaltyMember: true,
      totalDailyEarnPoint: 142,
    });
    expect(b.brands.KFC!.nextExpiry?.points).toBe(192);
    expect(b.brands.PHD).toMatchObject({ pointBalance: 0, isLoyaltyMember: false });
    // And the AMRX joining bonus every new member gets.
    expect(b.total).toBe(192 + 100);
  });

  it('stops earning at the daily limit of the local day and earns again the next day', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    for (let i = 0; i < 6; i++) await order(h, s, 'KFC', 10_000);
    const b = await balances(h, s);
    expect(b.brands.KFC!.totalDailyEarnPoint).toBe(500);
    expect(b.brands.KFC!.pointBalance).toBe(550);
    h.clock.advance(86_400);
    expect((await order(h, s, 'KFC', 10_000)).body.data.earnedPoints).toBe(100);
  });

  it('replays an order id with the first result and refuses it with another amount', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const orderId = key('ord');
    const a = await order(h, s, 'KFC', 3_000, { orderId });
    const b = await order(h, s, 'KFC', 3_000, { orderId });
    expect(b.status).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    const c = await order(h, s, 'KFC', 9_000, { orderId });
    expect(c.status).toBe(409);
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(80);
  });

  it('cancelling reverses the points with a reversing transaction; cancelling again is harmless', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    const orderId = key('ord');
    await order(h, s, 'KFC', 7_000, { orderId, status: 'active' });
    const cancel = () =>
      partner(h, 'KFC', 'partner-order-status', { orderId, status: 'cancelled' });
    const first = await cancel();
    expect(first.body.data).toMatchObject({
      status: 'cancelled',
      earnedPoints: 70,
      reversedPoints: 70,
      pointBalance: 50,
      pendingPoints: 0,
    });
    expect((await cancel()).body.data).toMatchObject({ status: 'cancelled', pointBalance: 50 });
    const complete = await partner(h, 'KFC', 'partner-order-status', {
      orderId,
      status: 'completed',
    });
    expect(complete.status).toBe(409);
  });

  it('an order in progress earns pending points: shown, not spendable, released on completion', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC', 'PHD']); // 50 + 50 joining bonus
    const orderId = key('ord');
    const placed = await order(h, s, 'KFC', 10_000, { orderId, status: 'active' });
    expect(placed.body.data).toMatchObject({
      earnedPoints: 100,
      pendingPoints: 100,
      pointBalance: 50,
    });
    const kfc = () => balances(h, s).then((b) => b.brands.KFC!);
    expect(await kfc()).toMatchObject({
      pointBalance: 50,
      pendingPoints: 100,
      totalDailyEarnPoint: 100,
    });
    // Pending points cannot leave: 100 is more than the 50 the wallet holds.
    expect((await transfer(h, s, 'KFC', 'PHD', 100)).body.data).toMatchObject({
      code: 'insufficient_points',
    });
    const done = await partner(h, 'KFC', 'partner-order-status', { orderId, status: 'completed' });
    expect(done.body.data).toMatchObject({
      status: 'completed',
      pendingPoints: 0,
      pointBalance: 150,
    });
    expect(await kfc()).toMatchObject({ pointBalance: 150, pendingPoints: 0 });
    expect((await transfer(h, s, 'KFC', 'PHD', 100)).status).toBe(200);
  });

  it('cancelling an order in progress takes back all it earned, though points were moved meanwhile', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC', 'PHD']);
    const orderId = key('ord');
    await order(h, s, 'KFC', 10_000, { orderId, status: 'active' });
    // The member moves what they can (the 50 bonus, not the 100 pending) to Pizza Hut.
    expect((await transfer(h, s, 'KFC', 'PHD', 50)).status).toBe(200);
    const cancelled = await partner(h, 'KFC', 'partner-order-status', {
      orderId,
      status: 'cancelled',
    });
    expect(cancelled.body.data).toMatchObject({
      earnedPoints: 100,
      reversedPoints: 100,
      pendingPoints: 0,
    });
    expect((await balances(h, s)).brands.KFC).toMatchObject({ pointBalance: 0, pendingPoints: 0 });
  });

  it("refuses a wrong partner key, another brand's key, a non-member and an unknown phone", async () => {
    const s = await signIn(h);
    const body = {
      cCode: s.cCode,
      phnNo: s.phnNo,
      orderId: key('o'),
      amountMinor: 1000,
      status: 'completed',
    };
    const wrong = await call(h.url, 'partner-order', body, {
      headers: { brand: 'KFC', 'x-amr-partner-key': 'nope' },
    });
    expect(wrong.status).toBe(401);
    const other = await call(h.url, 'partner-order', body, {
      headers: { brand: 'KFC', 'x-amr-partner-key': 'test-partner-key-phd-0123456789' },
    });
    expect(other.status).toBe(401);
    expect((await order(h, s, 'KFC', 1000)).status).toBe(409);
    expect((await order(h, { cCode: '+971', phnNo: '509999001' }, 'KFC', 1000)).status).toBe(404);
  });

  it('keeps an active order blocking deletion; deletion closes wallets by a journal entry', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC', 'PHD']);
    const orderId = key('ord');
    await order(h, s, 'KFC', 5_000, { orderId, status: 'active' });
    const refused = await call(h.url, 'amr-delete', { keyAreas: [] }, { token: s.accessToken });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ACTIVE_ORDERS_MESSAGE);
    await partner(h, 'KFC', 'partner-order-status', { orderId, status: 'completed' });
    expect((await transfer(h, s, 'KFC', 'PHD', 50)).status).toBe(200);
    const deleted = await call(h.url, 'amr-delete', { keyAreas: [] }, { token: s.accessToken });
    expect(deleted.status).toBe(200);
    // The invariant checker (I10) verifies the wallets are closed and empty.
  });
});
