import { loadServiceEnv } from '@/services/loyalty/env';
import { signIn } from '../support/flows';
import { DRIVERS, TEST_VAPID, call, harnessForBlock } from '../support/harness';

// The settings of push reminders (docs/production.md §3): a few subscriptions per session, and a
// push endpoint on this machine only for a test run that says so; demo mode is a product anyone
// may reach, so it refuses them as production does (docs/product.md §4 Reminders).

const demo = (env: Record<string, string> = {}) => loadServiceEnv(env, { demo: true }).settings;

describe('push settings', () => {
  it('refuses local push endpoints in demo mode unless the test flag is set', () => {
    expect(demo().reminders.allowLocalPushEndpoints).toBe(false);
    expect(demo({ LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS: '1' }).reminders.allowLocalPushEndpoints).toBe(
      true,
    );
  });

  it('refuses to start with the test flag outside demo mode', () => {
    const production = {
      SMS_WEBHOOK_URL: 'https://sms.example/send',
      LOYALTY_CLIENT_ID: 'client-0001',
      LOYALTY_CLIENT_SECRET: 'client-secret-0123456789',
      LOYALTY_LOOKUP_SECRET: 'lookup-secret-0123456789abcdef0123456789',
    };
    const start = (env: Record<string, string>) => loadServiceEnv(env, { demo: false });
    expect(start(production).settings.reminders.allowLocalPushEndpoints).toBe(false);
    expect(() => start({ ...production, LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS: '1' })).toThrow(
      /LOYALTY_TEST_LOCAL_PUSH_ENDPOINTS/,
    );
  });

  it('keeps 2 subscriptions per session unless set to 1–10', () => {
    expect(demo().reminders.pushSubscriptionsPerSession).toBe(2);
    const set = (v: string) => demo({ LOYALTY_PUSH_SUBSCRIPTIONS_PER_SESSION: v });
    expect(set('3').reminders.pushSubscriptionsPerSession).toBe(3);
    for (const bad of ['0', '-1', '1.5', '11', 'two'])
      expect(() => set(bad)).toThrow(/LOYALTY_PUSH_SUBSCRIPTIONS_PER_SESSION/);
  });
});

describe.each(DRIVERS)('a demo-mode service and local push endpoints (%s)', (driver) => {
  const h = harnessForBlock(driver, { settings: { reminders: demo().reminders } });

  it('refuses an endpoint on this machine', async () => {
    const s = await signIn(h);
    const keys = { p256dh: TEST_VAPID.publicKey, auth: 'A'.repeat(22) };
    for (const endpoint of [
      'http://127.0.0.1:4100/push/1',
      'http://localhost:8080/push/1',
      'http://[::1]:9/push/1',
    ]) {
      const res = await call<{ code?: string; field?: string }>(
        h.url,
        'push-subscribe',
        { subscription: { endpoint, keys } },
        { token: s.accessToken },
      );
      expect(res.status).toBe(400);
      expect(res.body.data).toMatchObject({
        code: 'push_endpoint_refused',
        field: 'subscription.endpoint',
      });
    }
  });
});
