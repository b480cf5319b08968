import { sql } from 'drizzle-orm';
import { useLedgerHarness } from '../support/ledger-harness';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/services/loyalty/db/client';
import { runExpiry } from '@/services/loyalty/ledger/expiry-job';
import { DRIVERS, call } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { balances, join, key, order, partner, transfer } from '../support/ledger-flows';

type Row = { kind: string; points: number; reason: string; brand: string };
const DAY = 86_400;

// Lots, expiry and history (docs/architecture.md §4, docs/quality.md I7, docs/product.md §3 Transaction history).
describe.each(DRIVERS)('lots, expiry and history on %s', (driver) => {
  const h = useLedgerHarness(driver);

  const lots = async (s: SignedIn, brand: string) =>
    rowsOf<{ points: number; remaining: number }>(
      await h.db
        .execute(sql`select l.points, l.remaining from lots l join accounts a on a.id = l.account_id
        where a.member_id = ${s.memberId} and a.brand_code = ${brand} order by l.expires_at, l.id`),
    ).map((l) => [Number(l.points), Number(l.remaining)]);
  const again = (s: SignedIn) => signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
  const historyOf = async (s: SignedIn, filter: string, extra: object = {}, language = 'En') =>
    call<{ rewards: Row[]; isNextPage: boolean }>(
      h.url,
      'reward-history',
      { filter, ...extra },
      {
        token: s.accessToken,
        headers: { language },
      },
    );

  it('spends the soonest-expiring lot first, expires the rest to breakage once, and shows it', async () => {
    let s = await signIn(h); // AMRX joining bonus: a 100-point lot
    await join(h, s, ['TGIF']); // TGIF joining bonus: a 100-point lot
    await order(h, s, 'AMRX', 20_000); // 200 AMRX
    h.clock.advance(40 * DAY);
    s = await again(s);
    await order(h, s, 'AMRX', 15_000); // 150 AMRX, expiring 40 days later
    expect((await transfer(h, s, 'AMRX', 'TGIF', 120)).status).toBe(200);
    // The bonus went first, then 20 of the 200.
    expect(await lots(s, 'AMRX')).toEqual([
      [100, 0],
      [200, 180],
      [150, 150],
    ]);

    // 12 months after the first lot, minus a week: it shows as expiring soon.
    h.clock.advance(318 * DAY); // day 358 of the first lot's 12 months
    s = await again(s);
    const soon = await call<{ total: number; lots: { brand: string; points: number }[] }>(
      h.url,
      'expiring-soon',
      {},
      { token: s.accessToken },
    );
    expect(soon.body.data.lots).toContainEqual(
      expect.objectContaining({ brand: 'AMRX', points: 180 }),
    );
    expect((await balances(h, s)).brands.AMRX!.nextExpiry).toMatchObject({ points: 180 });

    h.clock.advance(8 * DAY);
    const first = await runExpiry(h.db, h.clock.now());
    expect(first.points).toBeGreaterThanOrEqual(180);
    expect((await runExpiry(h.db, h.clock.now())).points).toBe(0);
    s = await again(s);
    expect((await balances(h, s)).brands.AMRX!.pointBalance).toBe(150);
    const expiry = await historyOf(s, 'expiry');
    expect(expiry.body.data.rewards).toContainEqual(
      expect.objectContaining({ kind: 'expiry', points: -180, reason: '180\u00a0points expired' }),
    );
    const arabicExpiry = await historyOf(s, 'expiry', {}, 'Ar');
    expect(arabicExpiry.body.data.rewards).toContainEqual(
      expect.objectContaining({ kind: 'expiry', reason: 'انتهت صلاحية 180\u00a0نقطة' }),
    );
  });

  it.runIf(driver === 'postgres')(
    'two replicas running the expiry job at once expire each lot once',
    async () => {
      const members = await Promise.all([1, 2, 3].map(() => signIn(h)));
      for (const s of members) await order(h, s, 'AMRX', 12_300);
      h.clock.advance(367 * DAY);
      const replica = await h.startReplica();
      try {
        const now = h.clock.now();
        const [a, b] = await Promise.all([runExpiry(h.db, now), runExpiry(replica.db, now)]);
        // Every member's joining bonus and 123 order points went to breakage exactly once,
        // whoever got the wallet: one journal entry per wallet and expiry date, no more.
        const ids = sql.join(
          members.map((m) => sql`${m.memberId}`),
          sql`, `,
        );
        const expected = rowsOf<{ groups: number; points: number }>(
          await h.db.execute(sql`select count(distinct (l.account_id, l.expires_at))::int as groups,
          coalesce(sum(l.points), 0)::int as points
          from lots l join accounts a on a.id = l.account_id where a.member_id in (${ids})`),
        )[0]!;
        expect(expected.points).toBe(3 * (100 + 123));
        // The job sweeps the whole database, so earlier tests' lots may expire with these.
        expect(a.points + b.points).toBeGreaterThanOrEqual(expected.points);
        const moved = rowsOf<{ n: number }>(
          await h.db.execute(sql`select count(*)::int as n from journal_transactions
          where kind = 'expiry' and member_id in (${ids})`),
        )[0]!.n;
        expect(moved).toBe(expected.groups);
      } finally {
        await replica.close();
      }
    },
  );

  it('a spend finds expired lots itself, even before the job has run', async () => {
    let s = await signIn(h);
    await order(h, s, 'AMRX', 10_000);
    h.clock.advance(366 * DAY);
    s = await again(s);
    await join(h, s, ['KFC']);
    const res = await transfer(h, s, 'AMRX', 'KFC', 60);
    expect(res.body.message).toBe('Insufficient points balance');
    expect((await balances(h, s)).brands.AMRX!.pointBalance).toBe(0);
  });

  it('shows a lapsed lot in the history the moment the balance stops counting it', async () => {
    let s = await signIn(h);
    await order(h, s, 'AMRX', 9_000); // 90, with the joining bonus's 100
    h.clock.advance(366 * DAY); // both lapsed; the expiry job has not run
    s = await again(s);
    const b = await balances(h, s);
    expect(b.brands.AMRX!.pointBalance).toBe(0);
    const rows = (await historyOf(s, 'all')).body.data.rewards.filter((r) => r.brand === 'AMRX');
    expect(rows.reduce((n, r) => n + r.points, 0)).toBe(b.brands.AMRX!.pointBalance);
    expect(rows.filter((r) => r.kind === 'expiry').reduce((n, r) => n + r.points, 0)).toBe(-190);
  });

  it('explains every row: order, bonus, transfer with rate, reward, reversal; filters and pages', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC', 'PHD']);
    const cancelled = key('ord');
    await order(h, s, 'KFC', 9_900, { orderId: 'KFC-DXB-777001' });
    await order(h, s, 'KFC', 3_000, { orderId: cancelled });
    await partner(h, 'KFC', 'partner-order-status', { orderId: cancelled, status: 'cancelled' });
    await transfer(h, s, 'KFC', 'PHD', 60);
    const unlock = await call<{ reward: { id: string } }>(
      h.url,
      'redeem-reward',
      { brand: 'PHD', id: 'phd-garlic-bread', action: 'unlock', idempotencyKey: key('u') },
      { token: s.accessToken },
    );
    const v = unlock.body.data.reward.id;
    await call(
      h.url,
      'redeem-reward',
      { brand: 'PHD', id: v, action: 'activate', idempotencyKey: key('a') },
      { token: s.accessToken },
    );
    await call(
      h.url,
      'redeem-reward',
      { brand: 'PHD', id: v, action: 'redeem', idempotencyKey: key('r') },
      { token: s.accessToken },
    );

    const all = (await historyOf(s, 'all')).body.data.rewards.map((r) => r.reason);
    expect(all).toEqual(
      expect.arrayContaining([
        'Order KFC-DXB-777001 at KFC',
        'Joining bonus for Pizza Hut',
        'Transfer to Pizza Hut (1\u00a0KFC point = 1\u00a0Pizza Hut point)',
        'Transfer from KFC (1\u00a0KFC point = 1\u00a0Pizza Hut point)',
        'Reward: Cheesy garlic bread',
        `Reversal of cancelled order ${cancelled} at KFC`,
      ]),
    );
    const redeemed = await call<{ rewards: Row[]; vouchers: { id: string }[] }>(
      h.url,
      'reward-history',
      { filter: 'redeemed' },
      { token: s.accessToken },
    );
    expect(redeemed.body.data.rewards.map((r) => r.kind).sort()).toEqual([
      'redeemed',
      'transfer-out',
    ]);
    expect(redeemed.body.data.vouchers.map((x) => x.id)).toEqual([v]);
    const earned = (await historyOf(s, 'earned')).body.data.rewards;
    expect(earned.every((r) => r.points > 0)).toBe(true);
    const arabic = (await historyOf(s, 'all', {}, 'Ar')).body.data.rewards;
    // Ids and brand names isolated (FSI … PDI) in Arabic (docs/product.md §9 Direction).
    const iso = (text: string) => `\u2068${text}\u2069`;
    expect(
      arabic.some((r) => r.reason === `نقاط ترحيبية عند الانضمام إلى ${iso('بيتزا هت')}`),
    ).toBe(true);
    expect(arabic).toContainEqual(
      expect.objectContaining({
        reason: `خصم نقاط الطلب الملغى ${iso(cancelled)} لدى ${iso('كنتاكي')}`,
      }),
    );
    expect(arabic).toContainEqual(
      expect.objectContaining({
        reason: `تحويل إلى ${iso('بيتزا هت')} (نقطة واحدة من ${iso('كنتاكي')} = نقطة واحدة من ${iso('بيتزا هت')})`,
      }),
    );
    // One brand's history (a points widget line leads there): its rows only, in every tab.
    const pizzaHut = (await historyOf(s, 'all', { brand: 'PHD' })).body.data.rewards;
    expect(pizzaHut.length).toBeGreaterThan(0);
    expect(pizzaHut.every((r) => r.brand === 'PHD')).toBe(true);
    expect(pizzaHut.map((r) => r.reason)).toContain(
      'Transfer from KFC (1\u00a0KFC point = 1\u00a0Pizza Hut point)',
    );
    const kfcRedeemed = (await historyOf(s, 'redeemed', { brand: 'KFC' })).body.data.rewards;
    expect(kfcRedeemed.map((r) => r.kind)).toEqual(['transfer-out']);
    const p1 = await historyOf(s, 'all', { pageSize: 3 });
    const p3 = await historyOf(s, 'all', { pageSize: 3, page: 3 });
    expect(p1.body.data.isNextPage).toBe(true);
    expect(p3.body.data.isNextPage).toBe(false);
    expect(p1.body.data.rewards).toHaveLength(3);
  });
});
