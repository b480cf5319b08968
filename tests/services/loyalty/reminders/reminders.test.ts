import { sql } from 'drizzle-orm';
import { runReminders } from '@/services/loyalty/reminders/job';
import { deliverDue } from '@/services/loyalty/reminders/deliver';
import { findDueNotices, recordNotice } from '@/services/loyalty/reminders/find';
import { webPushSender } from '@/services/loyalty/reminders/push';
import type { Db } from '@/services/loyalty/db/client';
import { q } from '@/services/loyalty/ledger/sql';
import { signIn, type SignedIn } from '../support/flows';
import { DRIVERS, TEST_VAPID, call, type Harness } from '../support/harness';
import { useLedgerHarness } from '../support/ledger-harness';
import { join, key, order, transfer } from '../support/ledger-flows';
import type { PushPayload } from '@/lib/contract/push';
import { startLocalPushService, type LocalPushService } from '@/tests/support/local-push-service';

// The reminder job on the real database (docs/product.md §4 Reminders): thresholds, daytime only,
// once across concurrent runs, channels by permission, and nothing about points already spent.
// Pushes go to a local push service that decrypts them with the subscription's keys.

const DAY = 86_400_000;

/** `date`'s UTC day at `hour`:00 in Dubai (UTC+4). */
function dubaiAt(date: Date, hour: number): Date {
  const d = new Date(date);
  d.setUTCHours(hour - 4, 0, 0, 0);
  return d;
}

/** The first whole hour from `days` before `expires` that is daytime in Dubai (10:00–19:59). */
function daytimeBefore(expires: Date, days: number): Date {
  const d = new Date(expires.getTime() - days * DAY);
  d.setUTCMinutes(0, 0, 0);
  while ((d.getUTCHours() + 4) % 24 < 10 || (d.getUTCHours() + 4) % 24 >= 20)
    d.setTime(d.getTime() + 3_600_000);
  return d;
}

/** The day `expires` falls on in Dubai, as a reminder names it. */
function dayOf(expires: Date, language: 'en' | 'ar' = 'en'): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Dubai',
  }).format(expires);
}

async function joiningLotExpiry(db: Db, s: SignedIn, brand = 'AMRX'): Promise<Date> {
  const [lot] = await q<{ expires_at: string | Date }>(
    db,
    sql`select l.expires_at from lots l join accounts a on a.id = l.account_id
        where a.member_id = ${s.memberId} and a.brand_code = ${brand} order by l.id limit 1`,
  );
  return new Date(lot!.expires_at);
}

describe.each(DRIVERS)('reminders (%s)', (driver) => {
  const h = useLedgerHarness(driver);
  let push: LocalPushService;
  const senders = (h2: Harness = h, timeoutMs?: number) => ({
    push: webPushSender(TEST_VAPID, timeoutMs),
    text: { send: async () => {}, sendText: h2.outbox!.sendText.bind(h2.outbox!) },
    logger: { info() {}, warn() {}, error() {} },
  });
  beforeAll(async () => {
    push = await startLocalPushService({ vapidPublicKey: TEST_VAPID.publicKey });
  });
  afterAll(() => push.close());

  async function subscribedMember(language: 'En' | 'Ar' = 'En') {
    const s = await signIn(h);
    const device = push.subscribe();
    const res = await call(
      h.url,
      'push-subscribe',
      { subscription: device },
      { token: s.accessToken, headers: { language } },
    );
    expect(res.status).toBe(200);
    return { s, device };
  }

  const allow = (s: SignedIn, type: 'sms' | 'whatsapp', status = 'activated') =>
    call(h.url, 'update-permission', { type, status }, { token: s.accessToken });

  /**
   * Runs `steps` with the clock stopped at noon in Dubai on the day of `from` (tomorrow by
   * default), so the lots they credit all expire at one instant, away from midnight.
   */
  async function onOneDay<T>(steps: () => Promise<T>, from?: Date): Promise<T> {
    const day = from ?? new Date(h.clock.now().getTime() + DAY);
    h.clock.freeze(dubaiAt(day, 12));
    try {
      return await steps();
    } finally {
      h.clock.unfreeze();
    }
  }

  it('reminds of expiring points at 30, 7 and 1 day, once each, with the amount and date', async () => {
    const { s, device } = await subscribedMember();
    const expires = await joiningLotExpiry(h.db, s);
    for (const daysBefore of [20, 20, 5, 5, 0.9]) {
      await runReminders(h.db, daytimeBefore(expires, daysBefore), senders());
    }
    const got = push.received(device.endpoint).map((p) => p.payload as Record<string, unknown>);
    expect(got).toHaveLength(3);
    expect(got.map((p) => p.title)).toEqual(
      Array(3).fill(`100 points expire on ${dayOf(expires)}`),
    );
    expect(got[0]!.body).toBe('AMRX Rewards 100 points. Use them before then.');
    expect(got[0]!.about).toEqual({ kind: 'points_expiring', brand: 'AMRX' });
    const thresholds = await q<{ threshold_days: number }>(
      h.db,
      sql`select threshold_days from reminder_notices where member_id = ${s.memberId}
          order by id`,
    );
    expect(thresholds.map((t) => t.threshold_days)).toEqual([30, 7, 1]);
  });

  it('writes the push in the device language and the text in the language of the last sign-in', async () => {
    const { s, device } = await subscribedMember('Ar');
    await allow(s, 'whatsapp');
    const expires = await joiningLotExpiry(h.db, s);
    await runReminders(h.db, daytimeBefore(expires, 3), senders());
    const [pushed] = push.received(device.endpoint);
    expect((pushed!.payload as { title: string }).title).toBe(
      `تنتهي صلاحية 100 نقطة في ${dayOf(expires, 'ar')}`,
    );
    expect((pushed!.payload as { lang: string }).lang).toBe('ar');
    const texts = h.outbox!.list(`${s.cCode}${s.phnNo}`).filter((m) => m.code === null);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'whatsapp' });
    // Signed in in English, push turned on from an Arabic page: the text stays English.
    expect(texts[0]!.text).toBe(
      `AMRX: 100 points expire on ${dayOf(expires)}. AMRX Rewards 100 points. Use them before then.`,
    );
    expect(pushed!.ttl).not.toBeNull();
  });

  it('keeps a reminder due while the member has no channel for when they turn one on', async () => {
    const s = await signIn(h);
    const expires = await joiningLotExpiry(h.db, s);
    const now = daytimeBefore(expires, 12);
    await runReminders(h.db, now, senders());
    const device = push.subscribe();
    await call(h.url, 'push-subscribe', { subscription: device }, { token: s.accessToken });
    await runReminders(h.db, new Date(now.getTime() + 3_600_000), senders());
    expect(push.received(device.endpoint)).toHaveLength(1);
  });

  it('waits for daytime: nothing between 21:00 and 09:00 in the member country', async () => {
    const { s, device } = await subscribedMember();
    const expires = await joiningLotExpiry(h.db, s);
    const day = new Date(expires.getTime() - 10 * DAY);
    for (const hour of [21, 23, 3, 8]) {
      const r = await runReminders(h.db, dubaiAt(day, hour), senders());
      expect(r.notices + r.sent).toBe(0);
    }
    expect(push.received(device.endpoint)).toHaveLength(0);
    await runReminders(h.db, dubaiAt(day, 9), senders());
    expect(push.received(device.endpoint)).toHaveLength(1);
  });

  it('sends each reminder once when two runs race, on two connections where there are two', async () => {
    const { s, device } = await subscribedMember();
    await allow(s, 'sms');
    const replica = driver === 'postgres' ? await h.startReplica() : null;
    try {
      const expires = await joiningLotExpiry(h.db, s);
      const now = daytimeBefore(expires, 15);
      const dbs = [h.db, replica?.db ?? h.db, h.db, replica?.db ?? h.db];
      await Promise.all(dbs.map((db) => runReminders(db, now, senders())));
      expect(push.received(device.endpoint)).toHaveLength(1);
      const texts = h.outbox!.list(`${s.cCode}${s.phnNo}`).filter((m) => m.code === null);
      expect(texts.map((t) => t.channel)).toEqual(['sms']);
    } finally {
      await replica?.close();
    }
  });

  it('sends by SMS and WhatsApp only while allowed: turning one off stops it at once', async () => {
    const s = await signIn(h);
    await allow(s, 'sms');
    await allow(s, 'whatsapp');
    const expires = await joiningLotExpiry(h.db, s);
    const now = daytimeBefore(expires, 6);
    for (const due of await findDueNotices(h.db, now, ['UAE'])) await recordNotice(h.db, due, now);
    await allow(s, 'sms', 'deactivated');
    await deliverDue(h.db, now, ['UAE'], senders());
    const texts = h.outbox!.list(`${s.cCode}${s.phnNo}`).filter((m) => m.code === null);
    expect(texts.map((t) => t.channel)).toEqual(['whatsapp']);
    const [dropped] = await q<{ outcome: string }>(
      h.db,
      sql`select d.outcome from reminder_deliveries d join reminder_notices n on n.id = d.notice_id
          where n.member_id = ${s.memberId} and d.channel = 'sms'`,
    );
    expect(dropped!.outcome).toBe('permission_off');
  });

  it('does not remind of points spent since', async () => {
    const { s, device } = await subscribedMember();
    const expires = await joiningLotExpiry(h.db, s);
    const now = daytimeBefore(expires, 6);
    for (const due of await findDueNotices(h.db, now, ['UAE'])) await recordNotice(h.db, due, now);
    // The joining bonus (100) is spent on activating the 100-point reward: nothing is left.
    const redeem = (id: string, action: string) =>
      call<{ reward: { id: string } }>(
        h.url,
        'redeem-reward',
        { brand: 'AMRX', id, action, idempotencyKey: key('v') },
        { token: s.accessToken },
      );
    const unlocked = await redeem('amrx-delivery', 'unlock');
    expect((await redeem(unlocked.body.data.reward.id, 'activate')).status).toBe(200);
    await deliverDue(h.db, now, ['UAE'], senders());
    expect(push.received(device.endpoint)).toHaveLength(0);
    const [d] = await q<{ outcome: string; status: string }>(
      h.db,
      sql`select d.status, d.outcome from reminder_deliveries d
          join reminder_notices n on n.id = d.notice_id where n.member_id = ${s.memberId}`,
    );
    expect(d).toEqual({ status: 'dropped', outcome: 'nothing_left' });
  });

  it('counts points moved to another brand since under the brand that holds them', async () => {
    await onOneDay(async () => {
      const { s, device } = await subscribedMember();
      const expires = await joiningLotExpiry(h.db, s);
      const now = daytimeBefore(expires, 6);
      for (const due of await findDueNotices(h.db, now, ['UAE']))
        await recordNotice(h.db, due, now);
      // KFC's joining bonus (50), and the 100 AMRX points moved there, which keep their expiry.
      await join(h, s, ['KFC']);
      expect((await transfer(h, s, 'AMRX', 'KFC', 100)).status).toBe(200);
      await deliverDue(h.db, now, ['UAE'], senders());
      const got = push.received(device.endpoint).map((p) => p.payload as PushPayload);
      expect(got).toEqual([
        expect.objectContaining({
          title: `150 points expire on ${dayOf(expires)}`,
          body: 'KFC 150 points. Use them before then.',
          about: { kind: 'points_expiring', brand: 'KFC' },
        }),
      ]);
    });
  });

  it("reminds once of every brand's points expiring on one day, with the total and each brand", async () => {
    // AMRX (100) and TGI Fridays (100 for joining, 50 for an order) on one day; KFC (50) on
    // another, three days later.
    const { s, device } = await onOneDay(async () => {
      const member = await subscribedMember();
      await allow(member.s, 'sms');
      await join(h, member.s, ['TGIF']);
      expect((await order(h, member.s, 'TGIF', 5_000)).status).toBe(200);
      return member;
    });
    const expires = await joiningLotExpiry(h.db, s);
    await onOneDay(
      async () => {
        const again = await signIn(h, { phone: { cCode: s.cCode, phnNo: s.phnNo } });
        await join(h, again, ['KFC']);
      },
      new Date(h.clock.now().getTime() + 3 * DAY),
    );
    const kfcExpires = await joiningLotExpiry(h.db, s, 'KFC');
    const now = daytimeBefore(expires, 5);
    await runReminders(h.db, now, senders());
    const first = push.received(device.endpoint).map((p) => p.payload as PushPayload);
    const ofDay = first.filter((p) => p.title.endsWith(` on ${dayOf(expires)}`));
    expect(ofDay).toEqual([
      {
        title: `250 points expire on ${dayOf(expires)}`,
        body: 'TGI Fridays 150 points, AMRX Rewards 100 points. Use them before then.',
        lang: 'en',
        tag: expect.stringMatching(/^notice-\d+$/),
        // Several brands: none is named, and a tap opens every brand's expiry tab.
        about: { kind: 'points_expiring' },
      },
    ]);
    // KFC's points expire another day: not in that day's reminder, but in that day's own.
    expect(first.filter((p) => p !== ofDay[0])).toEqual([
      expect.objectContaining({
        title: `50 points expire on ${dayOf(kfcExpires)}`,
        body: 'KFC 50 points. Use them before then.',
        about: { kind: 'points_expiring', brand: 'KFC' },
      }),
    ]);
    const texts = () => h.outbox!.list(`${s.cCode}${s.phnNo}`).filter((m) => m.code === null);
    expect(texts().map((t) => t.text)).toContain(
      `AMRX: 250 points expire on ${dayOf(expires)}. TGI Fridays 150 points, AMRX Rewards 100 points. Use them before then.`,
    );
    // A second run, and one an hour later, send nothing more.
    await runReminders(h.db, now, senders());
    await runReminders(h.db, new Date(now.getTime() + 3_600_000), senders());
    expect(push.received(device.endpoint)).toHaveLength(2);
    expect(texts()).toHaveLength(2);
    const notices = await q<{ id: unknown }>(
      h.db,
      sql`select id from reminder_notices where member_id = ${s.memberId}`,
    );
    expect(notices).toHaveLength(2);
  });

  it('keeps to a reminder recorded per lot, before reminders were counted by day', async () => {
    const { s, device } = await subscribedMember();
    const expires = await joiningLotExpiry(h.db, s);
    const now = daytimeBefore(expires, 5);
    const [lot] = await q<{ id: unknown }>(
      h.db,
      sql`select l.id from lots l join accounts a on a.id = l.account_id
          where a.member_id = ${s.memberId}`,
    );
    // As the job recorded it then: the lot's id at the thresholds it passed, its brand named.
    const legacy = {
      memberId: s.memberId,
      kind: 'points_expiring' as const,
      brandCode: 'AMRX',
      thresholdDays: 7,
      subjects: [{ subject: String(lot!.id), thresholds: [30, 7] }],
    };
    expect(await recordNotice(h.db, legacy, now)).not.toBeNull();
    await runReminders(h.db, now, senders());
    const notices = await q<{ id: unknown }>(
      h.db,
      sql`select id from reminder_notices where member_id = ${s.memberId}`,
    );
    expect(notices).toHaveLength(1);
    const got = push.received(device.endpoint).map((p) => p.payload as PushPayload);
    expect(got.map((p) => p.title)).toEqual([`100 points expire on ${dayOf(expires)}`]);
  });

  it('reminds of an activated voucher in its last 24 hours, and opens that voucher', async () => {
    const { s, device } = await subscribedMember();
    await join(h, s, ['KFC']);
    await order(h, s, 'KFC', 10_000);
    const redeem = (id: string, action: string) =>
      call<{ reward: { id: string; expiresAt: string } }>(
        h.url,
        'redeem-reward',
        { brand: 'KFC', id, action, idempotencyKey: key('v') },
        { token: s.accessToken },
      );
    const unlocked = await redeem('kfc-zinger-meal', 'unlock');
    const activated = await redeem(unlocked.body.data.reward.id, 'activate');
    expect(activated.status).toBe(200);
    const [voucher] = await q<{ id: string; expires_at: string | Date }>(
      h.db,
      sql`select id, expires_at from member_vouchers where member_id = ${s.memberId}`,
    );
    const expires = new Date(voucher!.expires_at);
    await runReminders(h.db, daytimeBefore(expires, 3), senders());
    expect(push.received(device.endpoint)).toHaveLength(0);
    await runReminders(h.db, daytimeBefore(expires, 0.95), senders());
    await runReminders(h.db, daytimeBefore(expires, 0.9), senders());
    const vouchers = push
      .received(device.endpoint)
      .map((p) => p.payload as PushPayload)
      .filter((p) => p.about.kind === 'voucher_expiring');
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]!.title).toBe('Your voucher expires today');
    expect(vouchers[0]!.about).toEqual({
      kind: 'voucher_expiring',
      brand: 'KFC',
      voucherId: voucher!.id,
    });
  });

  it('tells of points earned from a completed order, once', async () => {
    const { s, device } = await subscribedMember();
    await join(h, s, ['KFC']);
    expect((await order(h, s, 'KFC', 4_500)).status).toBe(200);
    const now = dubaiAt(new Date(h.clock.now().getTime() + DAY), 12);
    await runReminders(h.db, now, senders());
    await runReminders(h.db, now, senders());
    const got = push.received(device.endpoint).map((p) => p.payload as Record<string, unknown>);
    expect(got.map((p) => p.title)).toEqual(['You earned 45 points at KFC']);
  });

  it('drops a device whose push service answers 410 and retries one that fails, without holding up others', async () => {
    const first = await subscribedMember();
    const failing = push.subscribe();
    const hanging = push.subscribe();
    const gone = push.subscribe();
    for (const device of [failing, hanging, gone]) {
      // The same member on three more devices (each its own session), past the resend wait.
      h.clock.advance(h.settings.otp.resendSeconds + 1);
      const s = await signIn(h, { phone: { cCode: first.s.cCode, phnNo: first.s.phnNo } });
      await call(h.url, 'push-subscribe', { subscription: device }, { token: s.accessToken });
    }
    push.answer(failing.endpoint, 500);
    push.answer(hanging.endpoint, 'hang');
    push.answer(gone.endpoint, 410);
    const expires = await joiningLotExpiry(h.db, first.s);
    const now = daytimeBefore(expires, 25);
    await runReminders(h.db, now, senders(h, 500));
    expect(push.received(first.device.endpoint)).toHaveLength(1);
    const states = await q<{ status: string; outcome: string | null; attempts: number }>(
      h.db,
      sql`select d.status, d.outcome, d.attempts from reminder_deliveries d
          join reminder_notices n on n.id = d.notice_id
          where n.member_id = ${first.s.memberId} order by d.status, d.outcome`,
    );
    expect(states).toEqual([
      { status: 'pending', outcome: 'push_500', attempts: 1 },
      { status: 'pending', outcome: 'push_unreachable', attempts: 1 },
      { status: 'sent', outcome: null, attempts: 1 },
    ]);
    const left = await q<{ endpoint: string }>(
      h.db,
      sql`select endpoint from push_subscriptions where member_id = ${first.s.memberId}`,
    );
    expect(left.map((x) => x.endpoint)).not.toContain(gone.endpoint);
    push.answer(failing.endpoint, 'ok');
    push.answer(hanging.endpoint, 'ok');
    // Not before the retry wait; then both arrive, once.
    await runReminders(h.db, new Date(now.getTime() + 30_000), senders());
    expect(push.received(failing.endpoint)).toHaveLength(0);
    await runReminders(h.db, new Date(now.getTime() + 3 * 60_000), senders());
    await runReminders(h.db, new Date(now.getTime() + 4 * 60_000), senders());
    expect(push.received(failing.endpoint)).toHaveLength(1);
    expect(push.received(hanging.endpoint)).toHaveLength(1);
  });
});
