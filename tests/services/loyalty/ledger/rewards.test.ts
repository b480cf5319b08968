import { describe, expect, it } from 'vitest';
import { useLedgerHarness } from '../support/ledger-harness';
import type { Reward } from '@/lib/contract/loyalty';
import { sql } from 'drizzle-orm';
import { runExpiry } from '@/services/loyalty/ledger/expiry-job';
import { q } from '@/services/loyalty/ledger/sql';
import { REDEMPTION_FAILED } from '@/services/loyalty/ledger/vouchers';
import { REWARD_SEEDS } from '@/services/loyalty/seed/rewards';
import { DRIVERS, call } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { balances, join, key, order } from '../support/ledger-flows';

type VoucherReply = { reward: Reward; pointBalance: number };

// docs/product.md §3 Reward / voucher, §4 Reward flow; docs/quality.md I8 and §2 item 7.
describe.each(DRIVERS)('rewards and vouchers on %s', (driver) => {
  const h = useLedgerHarness(driver);

  const act = (s: SignedIn, brand: string, id: string, action: string, idempotencyKey = key('v')) =>
    call<VoucherReply>(
      h.url,
      'redeem-reward',
      { brand, id, action, idempotencyKey },
      { token: s.accessToken },
    );

  /** A KFC member with 50 (bonus) + 200 earned points. */
  async function kfcMember(): Promise<SignedIn> {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    await order(h, s, 'KFC', 10_000);
    await order(h, s, 'KFC', 10_000);
    return s;
  }

  async function activated(s: SignedIn, rewardId = 'kfc-zinger-meal') {
    const unlocked = await act(s, 'KFC', rewardId, 'unlock');
    expect(unlocked.status).toBe(200);
    const res = await act(s, 'KFC', unlocked.body.data.reward.id, 'activate');
    expect(res.status).toBe(200);
    return res.body.data.reward;
  }

  it('lists the catalogue per brand in both languages, paginated, filtered by channel', async () => {
    const first = await call<{ rewards: Reward[]; isNextPage: boolean }>(h.url, 'reward-list', {
      brand: 'kfc',
      pageSize: 2,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.rewards).toHaveLength(2);
    expect(first.body.data.isNextPage).toBe(true);
    expect(first.body.data.rewards[0]).toMatchObject({
      brand: 'KFC',
      status: 'available',
      titleAr: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    // The last page holds what is left of the seeded KFC catalogue.
    const kfc = REWARD_SEEDS.filter((r) => r.brand === 'KFC').length;
    const last = await call<{ rewards: Reward[]; isNextPage: boolean }>(h.url, 'reward-list', {
      brand: 'kfc',
      pageSize: 2,
      page: Math.ceil(kfc / 2),
    });
    expect(last.body.data).toMatchObject({ isNextPage: false });
    expect(last.body.data.rewards).toHaveLength(kfc % 2 || 2);
    const online = await call<{ rewards: Reward[] }>(h.url, 'reward-list', {
      brand: 'kfc',
      channel: 'online',
    });
    expect(online.body.data.rewards.every((r) => r.channel === 'online')).toBe(true);
    // A brand the programme does not have: an empty list, not an error.
    const unknown = await call(h.url, 'reward-list', { brand: 'nobrand' });
    expect(unknown.body).toMatchObject({
      statusCode: 200,
      data: { rewards: [], isNextPage: false },
    });
    const details = await call<{ reward: Reward }>(h.url, 'reward-details', {
      brand: 'kfc',
      id: 'kfc-zinger-meal',
    });
    expect(details.body.data.reward).toMatchObject({
      pointsCost: 150,
      duration: 7,
      durationUnit: 'days',
    });
    expect(
      (await call(h.url, 'reward-details', { brand: 'phd', id: 'kfc-zinger-meal' })).status,
    ).toBe(404);
  });

  it('unlock needs membership and enough points; activate issues a unique code with a server-side countdown', async () => {
    const outsider = await signIn(h);
    const refused = await act(outsider, 'KFC', 'kfc-zinger-meal', 'unlock');
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ code: 'not_member' });
    const poor = await signIn(h);
    await join(h, poor, ['KFC']);
    expect((await act(poor, 'KFC', 'kfc-zinger-meal', 'unlock')).body.message).toBe(
      'Insufficient points balance',
    );

    const s = await kfcMember();
    const a = await activated(s);
    const b = await activated(s, 'kfc-welcome-fries');
    expect(a.status).toBe('activated');
    expect(a.couponCode).toMatch(/^KFC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(a.couponCode).not.toBe(b.couponCode);
    expect(new Date(a.expiresAt!).getTime() - h.clock.now().getTime()).toBeGreaterThan(
      6.9 * 86_400_000,
    );
    const list = await call<{ vouchers: Reward[] }>(
      h.url,
      'voucher-list',
      { brand: 'kfc' },
      { token: s.accessToken },
    );
    expect(list.body.data.vouchers.map((v) => v.id).sort()).toEqual([a.id, b.id].sort());
    // Activation takes the points (150 + 20 of 250); the till takes nothing more.
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(80);
    const redeemed = await act(s, 'KFC', a.id, 'redeem');
    expect(redeemed.body.data).toMatchObject({ pointBalance: 80, reward: { status: 'redeemed' } });
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(80);
  });

  it('says when the till took a voucher: in the reply, its details, the list and a replay', async () => {
    const s = await kfcMember();
    const v = await activated(s);
    expect(v.redeemedAt).toBeNull();
    h.clock.advance(90);
    const before = h.clock.now().getTime();
    const k = key('redeem');
    const redeemed = await act(s, 'KFC', v.id, 'redeem', k);
    const at = redeemed.body.data.reward.redeemedAt!;
    expect(redeemed.body.data.reward.status).toBe('redeemed');
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(at)).toBeLessThanOrEqual(h.clock.now().getTime());
    h.clock.advance(60);
    expect((await act(s, 'KFC', v.id, 'redeem', k)).body.data.reward.redeemedAt).toBe(at);
    const details = await call<{ voucher: Reward }>(
      h.url,
      'voucher-details',
      { brand: 'KFC', id: v.id },
      { token: s.accessToken },
    );
    expect(details.body.data.voucher.redeemedAt).toBe(at);
    const list = await call<{ vouchers: Reward[] }>(
      h.url,
      'voucher-list',
      { brand: 'kfc' },
      { token: s.accessToken },
    );
    expect(list.body.data.vouchers.find((x) => x.id === v.id)?.redeemedAt).toBe(at);
  });

  it('every code has its points behind it: 150 points make one 150-point code, however often tapped', async () => {
    const s = await signIn(h);
    await join(h, s, ['KFC']); // 50 joining bonus
    await order(h, s, 'KFC', 10_000); // + 100
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(150);
    // The same reward again and again is the voucher already held, not five more.
    const unlocks = [];
    for (let i = 0; i < 5; i++) unlocks.push(await act(s, 'KFC', 'kfc-zinger-meal', 'unlock'));
    expect(unlocks.map((u) => u.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(unlocks.map((u) => u.body.data.reward.id)).size).toBe(1);
    // Other rewards it can afford, unlocked too, then every one activated at once.
    const others = ['kfc-popcorn-chicken', 'kfc-free-delivery', 'kfc-coleslaw', 'kfc-krushers'];
    const ids = [unlocks[0]!.body.data.reward.id];
    for (const id of others) ids.push((await act(s, 'KFC', id, 'unlock')).body.data.reward.id);
    const activations = await Promise.all(ids.map((id) => act(s, 'KFC', id, 'activate')));
    const codes = activations.filter((r) => r.status === 200).map((r) => r.body.data.reward);
    expect(codes.length).toBeGreaterThanOrEqual(1);
    expect(codes.reduce((sum, v) => sum + v.pointsCost, 0)).toBeLessThanOrEqual(150);
    for (const refused of activations.filter((r) => r.status !== 200))
      expect(refused.body.data).toMatchObject({ code: 'insufficient_points' });
    // Every code shown is redeemable at the till.
    for (const v of codes) expect((await act(s, 'KFC', v.id, 'redeem')).status).toBe(200);
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(
      150 - codes.reduce((sum, v) => sum + v.pointsCost, 0),
    );
  });

  it('a voucher that expires unused gives its points back, with the expiry they had', async () => {
    const s = await kfcMember();
    const v = await activated(s, 'kfc-bucket-online'); // 200 points, valid 48 hours
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(50);
    h.clock.advance(48 * 3600 + 1);
    await runExpiry(h.db, h.clock.now());
    const again = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
    expect((await balances(h, again)).brands.KFC!.pointBalance).toBe(250);
    const details = await call<{ voucher: Reward }>(
      h.url,
      'voucher-details',
      { brand: 'KFC', id: v.id },
      { token: again.accessToken },
    );
    expect(details.body.data.voucher.status).toBe('expired');
    // The points given back expire when the points taken would have: no time is added.
    const lots = await q<{ expires_at: Date | string; remaining: number }>(
      h.db,
      sql`select l.expires_at, l.remaining from lots l join accounts a on a.id = l.account_id
          where a.member_id = ${s.memberId} and a.brand_code = 'KFC' and l.remaining > 0`,
    );
    const latest = Math.max(...lots.map((l) => new Date(l.expires_at).getTime()));
    expect(latest).toBeLessThanOrEqual(h.clock.now().getTime() - 48 * 3600_000 + 366 * 86_400_000);
  });

  it('item 7: two concurrent redemptions of one voucher give one success', async () => {
    const s = await kfcMember();
    const v = await activated(s);
    const results = await Promise.all([
      act(s, 'KFC', v.id, 'redeem'),
      act(s, 'KFC', v.id, 'redeem'),
      act(s, 'KFC', v.id, 'redeem'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // Taken once, at activation.
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(100);
  });

  it('item 7: redeem after expiry fails with the product message; activate after redeem is refused', async () => {
    const first = await kfcMember();
    const v = await activated(first, 'kfc-bucket-online'); // valid 48 hours
    h.clock.advance(48 * 3600 + 1);
    // The access token lived 15 minutes: the member signs in again.
    const s = await signIn(h, { phone: { cCode: first.cCode, phnNo: first.phnNo } });
    const late = await act(s, 'KFC', v.id, 'redeem');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(REDEMPTION_FAILED);
    const details = await call<{ voucher: Reward }>(
      h.url,
      'voucher-details',
      { brand: 'KFC', id: v.id },
      { token: s.accessToken },
    );
    expect(details.body.data.voucher.status).toBe('expired');

    const s2 = await kfcMember();
    const w = await activated(s2);
    expect((await act(s2, 'KFC', w.id, 'redeem')).status).toBe(200);
    const again = await act(s2, 'KFC', w.id, 'activate');
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ code: 'voucher_state' });
  });

  it("item 7: another member's voucher id looks like not found, everywhere", async () => {
    const owner = await kfcMember();
    const v = await activated(owner);
    const thief = await kfcMember();
    const r = await act(thief, 'KFC', v.id, 'redeem');
    expect(r.status).toBe(404);
    const unknown = await act(thief, 'KFC', '6f1c2a7e-0000-4000-8000-000000000000', 'redeem');
    expect(r.body).toEqual(unknown.body);
    expect((await act(thief, 'KFC', 'not-a-uuid', 'redeem')).status).toBe(404);
    expect(
      (
        await call(
          h.url,
          'voucher-details',
          { brand: 'KFC', id: v.id },
          { token: thief.accessToken },
        )
      ).status,
    ).toBe(404);
    expect((await balances(h, owner)).brands.KFC!.pointBalance).toBe(100);
  });

  it('replays an action under its key and refuses the key for another action', async () => {
    const s = await kfcMember();
    const k = key('unlock');
    const a = await act(s, 'KFC', 'kfc-zinger-meal', 'unlock', k);
    const b = await act(s, 'KFC', 'kfc-zinger-meal', 'unlock', k);
    expect(b.body.data.reward.id).toBe(a.body.data.reward.id);
    expect((await act(s, 'KFC', 'kfc-welcome-fries', 'unlock', k)).status).toBe(422);
  });
});
