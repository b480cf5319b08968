import { sql } from 'drizzle-orm';
import { q } from '@/services/loyalty/ledger/sql';
import { signIn } from '../support/flows';
import { DRIVERS, TEST_VAPID, call, harnessForBlock } from '../support/harness';

// A device's push subscription (docs/product.md §4 Reminders): bound to the session that sends it,
// refused when malformed or pointed anywhere but a push service, never taken from another
// member's device, listed with the sessions, and gone with logout, removal and deletion.

const device = (n: number) => ({
  endpoint: `http://127.0.0.1:9/push/device-${process.pid}-${n}-${Date.now()}`,
  expirationTime: null,
  keys: {
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
  },
});

describe.each(DRIVERS)('push subscriptions (%s)', (driver) => {
  const h = harnessForBlock(driver);
  let n = 0;
  const subscribe = (token: string, subscription: unknown, deviceid?: string) =>
    call<{ field?: string; code?: string }>(
      h.url,
      'push-subscribe',
      { subscription },
      { token, headers: deviceid ? { deviceid } : {} },
    );
  const subscriptionsOf = (memberId: string) =>
    q<{ endpoint: string }>(
      h.db,
      sql`select endpoint from push_subscriptions where member_id = ${memberId}`,
    );

  it('hands out the public key and says whether this device is subscribed', async () => {
    const s = await signIn(h);
    const before = await call(h.url, 'push-devices', {}, { token: s.accessToken });
    expect(before.body.data).toEqual({ publicKey: TEST_VAPID.publicKey, thisDevice: false });
    expect((await subscribe(s.accessToken, device(++n))).status).toBe(200);
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
    const good = device(++n);
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

  it("refuses another member's device and moves a device signed in again by another member", async () => {
    const owner = await signIn(h);
    const stranger = await signIn(h);
    const shared = device(++n);
    expect((await subscribe(owner.accessToken, shared, owner.deviceId)).status).toBe(200);
    const taken = await subscribe(stranger.accessToken, shared, stranger.deviceId);
    expect(taken.status).toBe(409);
    expect(taken.body.data.code).toBe('push_subscription_taken');
    expect(await subscriptionsOf(owner.memberId)).toHaveLength(1);
    // The owner's browser, now signed in by someone else: the endpoint follows the browser.
    const next = await signIn(h, { deviceId: owner.deviceId });
    expect((await subscribe(next.accessToken, shared, owner.deviceId)).status).toBe(200);
    expect(await subscriptionsOf(owner.memberId)).toEqual([]);
    expect(await subscriptionsOf(next.memberId)).toHaveLength(1);
  });

  it('ends with logout, with removal from another device and with account deletion', async () => {
    const s = await signIn(h);
    await subscribe(s.accessToken, device(++n));
    await call(h.url, 'logout', {}, { token: s.accessToken });
    expect(await subscriptionsOf(s.memberId)).toEqual([]);

    h.clock.advance(h.settings.otp.resendSeconds + 1);
    const phone = { cCode: s.cCode, phnNo: s.phnNo };
    const here = await signIn(h, { phone });
    await subscribe(here.accessToken, device(++n));
    h.clock.advance(h.settings.otp.resendSeconds + 1);
    const there = await signIn(h, { phone });
    await call(
      h.url,
      'remove-session',
      { sessionId: here.sessionId },
      { token: there.accessToken },
    );
    expect(await subscriptionsOf(s.memberId)).toEqual([]);

    await subscribe(there.accessToken, device(++n));
    const removed = await call(h.url, 'push-unsubscribe', {}, { token: there.accessToken });
    expect(removed.body.data).toEqual({ removed: true });
    await subscribe(there.accessToken, device(++n));
    const deleted = await call(h.url, 'amr-delete', { keyAreas: [] }, { token: there.accessToken });
    expect(deleted.status).toBe(200);
    expect(await subscriptionsOf(s.memberId)).toEqual([]);
  });
});
