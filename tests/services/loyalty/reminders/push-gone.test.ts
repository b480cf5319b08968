import { sql } from 'drizzle-orm';
import { q } from '@/services/loyalty/ledger/sql';
import { silentLogger } from '@/services/loyalty/logger';
import { deliverDue } from '@/services/loyalty/reminders/deliver';
import { findDueNotices, recordNotice } from '@/services/loyalty/reminders/find';
import { webPushSender } from '@/services/loyalty/reminders/push';
import { startLocalPushService, type LocalPushService } from '@/tests/support/local-push-service';
import { signIn, type SignedIn } from '../support/flows';
import { DRIVERS, TEST_VAPID, call, harnessForBlock } from '../support/harness';
import { morningBeforeExpiry } from '../support/reminder-times';

// A push service answering 404 or 410 ends the device's subscription; the reminder it carried
// then goes by SMS and WhatsApp where the member allows them (docs/product.md §4 Reminders), and
// never twice on a channel the notice already has a delivery on.

const MINUTE_MS = 60_000;

describe.each(DRIVERS)('a reminder for a device that is gone (%s)', (driver) => {
  const h = harnessForBlock(driver);
  let push: LocalPushService;
  const senders = () => ({
    push: webPushSender(TEST_VAPID),
    text: h.outbox!,
    logger: silentLogger,
  });
  beforeAll(async () => {
    push = await startLocalPushService({ vapidPublicKey: TEST_VAPID.publicKey });
  });
  afterAll(() => push.close());

  /** A device of this member (a session of its own) that will answer `status`. */
  async function goneDevice(phone: { cCode: string; phnNo: string } | null, status: number) {
    if (phone) h.clock.advance(h.settings.otp.resendSeconds + 1);
    const s = await signIn(h, phone ? { phone } : {});
    const device = push.subscribe();
    const res = await call(
      h.url,
      'push-subscribe',
      { subscription: device },
      { token: s.accessToken },
    );
    expect(res.status).toBe(200);
    push.answer(device.endpoint, status);
    return { s, device };
  }

  const allow = (s: SignedIn, type: 'sms' | 'whatsapp') =>
    call(h.url, 'update-permission', { type, status: 'activated' }, { token: s.accessToken });

  /** Records what is due at 10:00 in Dubai 20 days before the member's points expire. */
  async function recordDue(s: SignedIn): Promise<Date> {
    const now = await morningBeforeExpiry(h, s, 20);
    for (const due of await findDueNotices(h.db, now, ['UAE'])) await recordNotice(h.db, due, now);
    return now;
  }

  const textsTo = (s: SignedIn) =>
    h
      .outbox!.list(`${s.cCode}${s.phnNo}`)
      .filter((m) => m.code === null)
      .map((m) => m.channel)
      .sort();

  const deliveriesOf = (s: SignedIn) =>
    q<{ channel: string; status: string }>(
      h.db,
      sql`select d.channel, d.status from reminder_deliveries d
          join reminder_notices n on n.id = d.notice_id
          where n.member_id = ${s.memberId} order by d.channel, d.id`,
    );

  it('sends it by SMS and WhatsApp when the member allows them', async () => {
    const { s, device } = await goneDevice(null, 410);
    const now = await recordDue(s);
    // Allowed after the notice was recorded for push alone.
    await allow(s, 'sms');
    await allow(s, 'whatsapp');
    await deliverDue(h.db, now, ['UAE'], senders());
    await deliverDue(h.db, new Date(now.getTime() + MINUTE_MS), ['UAE'], senders());
    expect(push.received(device.endpoint)).toEqual([]);
    expect(textsTo(s)).toEqual(['sms', 'whatsapp']);
    const left = await q(
      h.db,
      sql`select 1 from push_subscriptions where member_id = ${s.memberId}`,
    );
    expect(left).toEqual([]);
  });

  it('adds only the channels the notice has no delivery on, once for two gone devices', async () => {
    const first = await goneDevice(null, 404);
    const phone = { cCode: first.s.cCode, phnNo: first.s.phnNo };
    await goneDevice(phone, 410);
    await allow(first.s, 'sms');
    const now = await recordDue(first.s);
    await allow(first.s, 'whatsapp');
    for (const minutes of [0, 1, 2, 10])
      await deliverDue(h.db, new Date(now.getTime() + minutes * MINUTE_MS), ['UAE'], senders());
    expect(textsTo(first.s)).toEqual(['sms', 'whatsapp']);
    expect(await deliveriesOf(first.s)).toEqual([
      { channel: 'sms', status: 'sent' },
      { channel: 'whatsapp', status: 'sent' },
    ]);
  });

  it('drops it when no other channel is allowed', async () => {
    const { s } = await goneDevice(null, 410);
    const now = await recordDue(s);
    await deliverDue(h.db, now, ['UAE'], senders());
    await deliverDue(h.db, new Date(now.getTime() + MINUTE_MS), ['UAE'], senders());
    expect(textsTo(s)).toEqual([]);
    expect(await deliveriesOf(s)).toEqual([]);
  });
});
