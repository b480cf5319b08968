import { sql } from 'drizzle-orm';
import { q } from '@/services/loyalty/ledger/sql';
import { runReminders } from '@/services/loyalty/reminders/job';
import { webPushSender } from '@/services/loyalty/reminders/push';
import { DEFAULT_SETTINGS } from '@/services/loyalty/settings';
import { startLocalPushService, type LocalPushService } from '@/tests/support/local-push-service';
import { signIn, type SignedIn } from '../support/flows';
import { DRIVERS, TEST_VAPID, call, harnessForBlock } from '../support/harness';

// A device's push subscription (docs/product.md §4 Reminders): owned by the session that sends
// it, refused when malformed or pointed anywhere but a push service, never taken from another
// live session without the browser's own keys, a few per session at most, listed with the
// sessions, gone with logout, removal and deletion, and no say in the language of texts.

describe.each(DRIVERS)('push subscriptions (%s)', (driver) => {
  const h = harnessForBlock(driver);
  let push: LocalPushService;
  beforeAll(async () => {
    push = await startLocalPushService({ vapidPublicKey: TEST_VAPID.publicKey });
  });
  afterAll(() => push.close());

  const subscribe = (token: string, subscription: unknown, headers: Record<string, string> = {}) =>
    call<{ field?: string; code?: string }>(
      h.url,
      'push-subscribe',
      { subscription },
      { token, headers },
    );
  const subscriptionsOf = (memberId: string) =>
    q<{ endpoint: string; session_id: string; p256dh: string }>(
      h.db,
      sql`select endpoint, session_id, p256dh from push_subscriptions
          where member_id = ${memberId} order by created_at`,
    );
  /** The same endpoint with keys of another browser: what one who only learned the URL can send. */
  const withOtherKeys = (device: ReturnType<LocalPushService['subscribe']>) => ({
    ...device,
    keys: push.subscribe().keys,
  });
  /** 12:00 in Dubai three days before the member's joining bonus expires. */
  const reminderTime = async (s: SignedIn) => {
    const [lot] = await q<{ expires_at: string | Date }>(
      h.db,
      sql`select min(l.expires_at) as expires_at from lots l
          join accounts a on a.id = l.account_id where a.member_id = ${s.memberId}`,
    );
    const at = new Date(new Date(lot!.expires_at).getTime() - 3 * 86_400_000);
    at.setUTCHours(8, 0, 0, 0);
    return at;
  };
  const remind = (now: Date) =>
    runReminders(h.db, now, {
      push: webPushSender(TEST_VAPID, 2_000),
      text: { send: async () => {}, sendText: h.outbox!.sendText.bind(h.outbox!) },
      logger: { info() {}, warn() {}, error() {} },
    });

  it('hands out the public key and says whether this device is subscribed', async () => {
    const s = await signIn(h);
    const before = await call(h.url, 'push-devices', {}, { token: s.accessToken });
    expect(before.body.data).toEqual({ publicKey: TEST_VAPID.publicKey, thisDevice: false });
    expect((await subscribe(s.accessToken, push.subscribe())).status).toBe(200);
    const after = await call(h.url, 'push-devices', {}, { token: s.accessToken });
    expect(after.body.data).toEqual({ publicKey: TEST_VAPID.publicKey, thisDevice: true });
    const sessions = await call<{ ssoInfo: { logins: { reminders: boolean }[] } }>(
      h.url,
      'sso-sessions',
      {},
      { token: s.accessToken },
    );
    expect(sessions.body.data.ssoInfo.logins.map((l) => l.reminders)).toEqual([true]);
  });

  it('answers 400 naming the field of a malformed subscription', async () => {
    const s = await signIn(h);
    const good = push.subscribe();
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'not a url' }, 'subscription.endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'subscription.keys.p256dh'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'subscription.keys.auth'],
      [{ ...good, endpoint: 'https://attacker.example/push/1' }, 'subscription.endpoint'],
      [{ ...good, endpoint: 'http://10.0.0.8/push/1' }, 'subscription.endpoint'],
    ];
    for (const [subscription, field] of cases) {
      const res = await subscribe(s.accessToken, subscription);
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    expect(await subscriptionsOf(s.memberId)).toEqual([]);
  });

  it('keeps the language of the last sign-in for texts when push is turned on in another', async () => {
    const s = await signIn(h);
    const device = push.subscribe();
    expect((await subscribe(s.accessToken, device, { language: 'Ar' })).status).toBe(200);
    const [member] = await q<{ language: string }>(
      h.db,
      sql`select language from members where id = ${s.memberId}`,
    );
    expect(member!.language).toBe('en');
    await call(
      h.url,
      'update-permission',
      { type: 'sms', status: 'activated' },
      { token: s.accessToken },
    );
    await remind(await reminderTime(s));
    const texts = h.outbox!.list(`${s.cCode}${s.phnNo}`).filter((m) => m.code === null);
    expect(texts.map((t) => t.channel)).toEqual(['sms']);
    expect(texts[0]!.text).toMatch(
      /^AMRX: 100 points expire on \d{1,2} [A-Z][a-z]+\. AMRX Rewards 100 points\. /,
    );
    const [pushed] = push.received(device.endpoint);
    expect((pushed!.payload as { lang: string }).lang).toBe('ar');
  });

  it('refuses an endpoint another live session holds, whatever device id comes with it', async () => {
    const owner = await signIn(h);
    const shared = push.subscribe();
    expect((await subscribe(owner.accessToken, shared)).status).toBe(200);
    // The owner's device id is no secret (the _fp cookie, the deviceid header): a stranger
    // signing in under it, or the owner's own second session, still lacks the browser's keys.
    h.clock.advance(h.settings.otp.resendSeconds + 1);
    const ownerElsewhere = await signIn(h, { phone: { cCode: owner.cCode, phnNo: owner.phnNo } });
    const stranger = await signIn(h, { deviceId: owner.deviceId });
    for (const s of [stranger, ownerElsewhere]) {
      const taken = await subscribe(s.accessToken, withOtherKeys(shared), {
        deviceid: owner.deviceId,
      });
      expect(taken.status).toBe(409);
      expect(taken.body.data.code).toBe('push_subscription_taken');
    }
    expect(await subscriptionsOf(stranger.memberId)).toEqual([]);
    expect(await subscriptionsOf(owner.memberId)).toEqual([
      { endpoint: shared.endpoint, session_id: owner.sessionId, p256dh: shared.keys.p256dh },
    ]);
  });

  it("moves an endpoint to the session that presents the browser's own keys", async () => {
    const before = await signIn(h);
    const browser = push.subscribe();
    expect((await subscribe(before.accessToken, browser)).status).toBe(200);
    // The same browser signed in by someone else, whose old sign-in was not ended here.
    const after = await signIn(h);
    expect((await subscribe(after.accessToken, browser)).status).toBe(200);
    expect(await subscriptionsOf(before.memberId)).toEqual([]);
    expect((await subscriptionsOf(after.memberId)).map((r) => r.session_id)).toEqual([
      after.sessionId,
    ]);
  });

  it('lets the session that holds an endpoint renew its keys', async () => {
    const s = await signIn(h);
    const device = push.subscribe();
    expect((await subscribe(s.accessToken, device)).status).toBe(200);
    const renewed = withOtherKeys(device);
    expect((await subscribe(s.accessToken, renewed)).status).toBe(200);
    expect((await subscriptionsOf(s.memberId)).map((r) => r.p256dh)).toEqual([renewed.keys.p256dh]);
  });

  it('takes an endpoint whose session has ended, idle or past its lifetime', async () => {
    const t = h.settings.tokens;
    const ended = [
      sql`last_seen_at = last_seen_at - ${`${t.idleSeconds + 60} seconds`}::interval`,
      sql`absolute_expires_at = now() - interval '1 minute'`,
    ];
    for (const end of ended) {
      const old = await signIn(h);
      const device = push.subscribe();
      expect((await subscribe(old.accessToken, device)).status).toBe(200);
      await h.db.execute(sql`update sessions set ${end} where id = ${old.sessionId}`);
      const next = await signIn(h);
      expect((await subscribe(next.accessToken, withOtherKeys(device))).status).toBe(200);
      expect(await subscriptionsOf(old.memberId)).toEqual([]);
    }
  });

  it('keeps a few endpoints per session, the newest replacing the oldest', async () => {
    const cap = DEFAULT_SETTINGS.reminders.pushSubscriptionsPerSession;
    expect(cap).toBe(2);
    const s = await signIn(h);
    const devices = Array.from({ length: cap + 2 }, () => push.subscribe());
    for (const device of devices) {
      expect((await subscribe(s.accessToken, device)).status).toBe(200);
      h.clock.advance(1);
    }
    const kept = devices.slice(-cap).map((d) => d.endpoint);
    expect((await subscriptionsOf(s.memberId)).map((r) => r.endpoint)).toEqual(kept);
    // One notice, so one push per endpoint kept and none to those replaced.
    await remind(await reminderTime(s));
    expect(devices.map((d) => push.received(d.endpoint).length)).toEqual([
      ...Array(devices.length - cap).fill(0),
      ...Array(cap).fill(1),
    ]);
  });

  it('ends with logout, with removal from another device and with account deletion', async () => {
    const s = await signIn(h);
    await subscribe(s.accessToken, push.subscribe());
    await call(h.url, 'logout', {}, { token: s.accessToken });
    expect(await subscriptionsOf(s.memberId)).toEqual([]);

    h.clock.advance(h.settings.otp.resendSeconds + 1);
    const phone = { cCode: s.cCode, phnNo: s.phnNo };
    const here = await signIn(h, { phone });
    await subscribe(here.accessToken, push.subscribe());
    h.clock.advance(h.settings.otp.resendSeconds + 1);
    const there = await signIn(h, { phone });
    await call(
      h.url,
      'remove-session',
      { sessionId: here.sessionId },
      { token: there.accessToken },
    );
    expect(await subscriptionsOf(s.memberId)).toEqual([]);

    await subscribe(there.accessToken, push.subscribe());
    const removed = await call(h.url, 'push-unsubscribe', {}, { token: there.accessToken });
    expect(removed.body.data).toEqual({ removed: true });
    await subscribe(there.accessToken, push.subscribe());
    const deleted = await call(h.url, 'amr-delete', { keyAreas: [] }, { token: there.accessToken });
    expect(deleted.status).toBe(200);
    expect(await subscriptionsOf(s.memberId)).toEqual([]);
  });
});
