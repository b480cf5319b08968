import { describe, expect, it } from 'vitest';
import type { Reward } from '@/lib/contract/loyalty';
import { CARD_STEP_SECONDS, cardCode, cardStep, type MemberCard } from '@/lib/contract/member-card';
import { DRIVERS, call } from '../support/harness';
import { signIn, type SignedIn } from '../support/flows';
import { useLedgerHarness } from '../support/ledger-harness';
import { balances, join, key, order, partner } from '../support/ledger-flows';

// The till: a cashier scans the member card's code and the brand's system sends it to the partner
// API in place of the phone (lib/contract/member-card.ts). A code earns once, for one order, while
// it is current; the card ends with its session.
describe.each(DRIVERS)('member card at the till on %s', (driver) => {
  const h = useLedgerHarness(driver);

  async function wallet(s: SignedIn) {
    const res = await call<{ card: MemberCard; vouchers: Reward[] }>(
      h.url,
      'member-wallet',
      {},
      { token: s.accessToken },
    );
    expect(res.status).toBe(200);
    return res.body.data;
  }

  const codeNow = (card: MemberCard, stepsFromNow = 0) =>
    cardCode(card, cardStep(h.clock.now().getTime()) + stepsFromNow);

  const scan = (memberCard: string, amountMinor: number, orderId = key('till')) =>
    partner(h, 'KFC', 'partner-order', { memberCard, orderId, amountMinor, status: 'completed' });

  async function kfcMember() {
    const s = await signIn(h);
    await join(h, s, ['KFC']);
    return { s, card: (await wallet(s)).card };
  }

  it('gives each device one card with the member number, and the same card when asked again', async () => {
    const s = await signIn(h);
    const first = (await wallet(s)).card;
    expect(first.memberNumber).toMatch(/^\d{8,}$/);
    expect(first.secret).toHaveLength(43);
    expect(await wallet(s)).toMatchObject({ card: first });
    h.clock.advance(31); // the resend wait of the phone's next code
    const other = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
    const second = (await wallet(other)).card;
    expect(second.cardId).not.toBe(first.cardId);
    expect(second.memberNumber).toBe(first.memberNumber);
    expect(second.secret).not.toBe(first.secret);
  });

  it('earns for an order with a scanned code, and a retry of that order is its first answer', async () => {
    const { s, card } = await kfcMember();
    const code = await codeNow(card);
    const orderId = key('till');
    const first = await scan(code, 4_250, orderId);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ earnedPoints: 42, pointBalance: 92 });
    const retry = await scan(code, 4_250, orderId);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(92);
  });

  it('refuses a replayed code for another order and credits nothing twice', async () => {
    const { s, card } = await kfcMember();
    const code = await codeNow(card);
    expect((await scan(code, 3_000)).status).toBe(200);
    const replay = await scan(code, 3_000);
    expect(replay.status).toBe(409);
    expect(replay.body.data).toMatchObject({ code: 'card_code_used' });
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(80);
    // The next step's code earns again.
    h.clock.advance(CARD_STEP_SECONDS);
    expect((await scan(await codeNow(card), 3_000)).body.data).toMatchObject({ earnedPoints: 30 });
  });

  it('refuses an expired code (a screenshot) and accepts one step of drift either way', async () => {
    const { s, card } = await kfcMember();
    const shown = await codeNow(card);
    expect((await scan(await codeNow(card, -1), 1_000)).status).toBe(200);
    expect((await scan(await codeNow(card, 1), 1_000)).status).toBe(200);
    h.clock.advance(3 * CARD_STEP_SECONDS);
    const late = await scan(shown, 1_000);
    expect(late.status).toBe(409);
    expect(late.body.data).toMatchObject({ code: 'card_code_expired' });
    expect((await scan(await codeNow(card, 3), 1_000)).body.data).toMatchObject({
      code: 'card_code_expired',
    });
    expect((await balances(h, s)).brands.KFC!.pointBalance).toBe(70);
  });

  it('refuses a forged code, another card id, and the card of a signed-out device', async () => {
    const { s, card } = await kfcMember();
    const code = await codeNow(card);
    const forged = code.slice(0, -2) + (code.endsWith('AA') ? 'BB' : 'AA');
    expect((await scan(forged, 1_000)).body.data).toMatchObject({ code: 'card_code_invalid' });
    const otherCard = await cardCode({ ...card, cardId: card.cardId + 1 }, cardStep(Date.now()));
    expect((await scan(otherCard, 1_000)).status).toBe(404);
    expect((await call(h.url, 'logout', {}, { token: s.accessToken })).status).toBe(200);
    const afterLogout = await scan(code, 1_000);
    expect(afterLogout.status).toBe(404);
    expect(afterLogout.body.data).toMatchObject({ code: 'card_code_invalid' });
  });

  it('keeps the limits of an order by phone: earnPerOrder caps a scanned order', async () => {
    const { card } = await kfcMember();
    expect((await scan(await codeNow(card), 50_000)).body.data).toMatchObject({
      earnedPoints: 100,
    });
  });

  it('takes a phone or a card, not both and not neither, naming the field', async () => {
    const { s, card } = await kfcMember();
    const both = await partner(h, 'KFC', 'partner-order', {
      cCode: s.cCode,
      phnNo: s.phnNo,
      memberCard: await codeNow(card),
      orderId: key('till'),
      amountMinor: 1_000,
      status: 'completed',
    });
    expect(both.status).toBe(400);
    expect(both.body.data).toMatchObject({ field: 'memberCard' });
    const neither = await partner(h, 'KFC', 'partner-order', {
      orderId: key('till'),
      amountMinor: 1_000,
      status: 'completed',
    });
    expect(neither.status).toBe(400);
    expect(neither.body.data).toMatchObject({ field: 'cCode' });
  });

  it("lists the member's live activated vouchers of every brand for the device's wallet", async () => {
    const { s } = await kfcMember();
    await order(h, s, 'KFC', 10_000);
    await order(h, s, 'KFC', 10_000);
    const act = (id: string, action: 'unlock' | 'activate') =>
      call<{ reward: Reward }>(
        h.url,
        'redeem-reward',
        { brand: 'KFC', id, action, idempotencyKey: key('act') },
        { token: s.accessToken },
      );
    const unlocked = await act('kfc-zinger-meal', 'unlock');
    expect((await wallet(s)).vouchers).toEqual([]);
    const activated = await act(unlocked.body.data.reward.id, 'activate');
    expect(activated.status).toBe(200);
    // Read from a second device of the same member: the voucher was activated elsewhere.
    h.clock.advance(31);
    const other = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
    const listed = (await wallet(other)).vouchers;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: unlocked.body.data.reward.id,
      status: 'activated',
      couponCode: activated.body.data.reward.couponCode,
    });
    // Once the voucher's validity has passed it is no longer in any device's wallet.
    h.clock.advance(8 * 24 * 3600);
    const later = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
    expect((await wallet(later)).vouchers).toEqual([]);
  });
});
