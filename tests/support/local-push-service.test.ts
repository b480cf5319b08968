import webpush from 'web-push';
import { startLocalPushService, type LocalPushService } from './local-push-service';

// The stand-in push service is only worth trusting if it accepts what a real application server
// library sends and refuses what FCM or autopush would refuse, so it is driven here by web-push.

const vapid = webpush.generateVAPIDKeys();
const subject = 'mailto:ops@example.com';

type Subscription = ReturnType<LocalPushService['subscribe']>;

function requestFor(subscription: Subscription, payload: unknown, keys = vapid) {
  return webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: 60,
    contentEncoding: 'aes128gcm',
  });
}

function send(
  details: ReturnType<typeof requestFor>,
  init: { endpoint?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
) {
  // web-push hands back numbers for TTL and Content-Length, typed as strings.
  const headers = Object.fromEntries(
    Object.entries({ ...details.headers, ...init.headers }).map(([k, v]) => [k, String(v)]),
  );
  return fetch(init.endpoint ?? details.endpoint, {
    method: details.method,
    headers,
    body: new Uint8Array(details.body),
    signal: init.signal,
  });
}

describe('the local push service', () => {
  let push: LocalPushService;

  beforeEach(async () => {
    push = await startLocalPushService();
  });
  afterEach(() => push.close());

  it('hands out browser-shaped subscriptions on its own origin', () => {
    const subscription = push.subscribe();
    expect(subscription.endpoint).toMatch(new RegExp(`^${push.url}/push/[\\w-]+$`));
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
    expect(subscription.expirationTime).toBeNull();
    expect(push.subscribe().endpoint).not.toBe(subscription.endpoint);
  });

  it('decrypts what web-push encrypted and records it with its headers', async () => {
    const subscription = push.subscribe();
    const other = push.subscribe();
    const payload = { title: 'You earned 40 points', url: '/ar/history', points: 40 };
    const details = requestFor(subscription, payload);

    const response = await send(details, { headers: { Topic: 'points', Urgency: 'high' } });

    expect(response.status).toBe(201);
    expect(push.received(subscription.endpoint)).toEqual([
      {
        endpoint: subscription.endpoint,
        payload,
        ttl: '60',
        urgency: 'high',
        topic: 'points',
        vapidPublicKey: vapid.publicKey,
      },
    ]);
    expect(push.received(other.endpoint)).toEqual([]);

    expect((await send(requestFor(other, { n: 2 }))).status).toBe(201);
    expect(push.received().map((r) => r.payload)).toEqual([payload, { n: 2 }]);
  });

  it('refuses a body encrypted for another subscription, and records nothing', async () => {
    const subscription = push.subscribe();
    const other = push.subscribe();
    const details = requestFor(other, { secret: true });

    const response = await send(details, { endpoint: subscription.endpoint });

    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/cannot decrypt/);
    expect(push.received()).toEqual([]);
  });

  it('answers 404 for an endpoint it never handed out', async () => {
    const details = requestFor(push.subscribe(), {});
    const response = await send(details, { endpoint: `${push.url}/push/unknown` });
    expect(response.status).toBe(404);
  });

  it('refuses a VAPID JWT that does not verify against k', async () => {
    const subscription = push.subscribe();
    const impostor = webpush.generateVAPIDKeys();
    const details = requestFor(subscription, { n: 1 });
    const forged = details.headers.Authorization!.replace(/k=[\w-]+/, `k=${impostor.publicKey}`);

    const response = await send(details, { headers: { Authorization: forged } });

    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/signature/);
    expect(push.received()).toEqual([]);
  });

  it('refuses a correctly signed JWT from another key when told which key to expect', async () => {
    const strict = await startLocalPushService({ vapidPublicKey: vapid.publicKey });
    try {
      const subscription = strict.subscribe();
      const stranger = await send(requestFor(subscription, {}, webpush.generateVAPIDKeys()));
      expect(stranger.status).toBe(403);
      expect(await stranger.text()).toMatch(/k is not the application server key/);
      expect((await send(requestFor(subscription, {}))).status).toBe(201);
      expect(strict.received()).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });

  it('refuses a JWT whose aud is another origin, or that has expired', async () => {
    const subscription = push.subscribe();
    const elsewhere = requestFor(
      { ...subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
      {},
    );
    const misaddressed = await send(elsewhere, { endpoint: subscription.endpoint });
    expect(misaddressed.status).toBe(403);
    expect(await misaddressed.text()).toMatch(/aud/);

    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = webpush.getVapidHeaders(
      push.url,
      subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      past,
    );
    const stale = await send(requestFor(subscription, {}), {
      headers: { Authorization: expired.Authorization },
    });
    expect(stale.status).toBe(403);
    expect(await stale.text()).toMatch(/exp is in the past/);
    expect(push.received()).toEqual([]);
  });

  it('answers the status it is told to, without recording, until told ok again', async () => {
    const subscription = push.subscribe();
    push.answer(subscription.endpoint, 410);

    expect((await send(requestFor(subscription, { n: 1 }))).status).toBe(410);
    expect(push.received()).toEqual([]);

    push.answer(subscription.endpoint, 'ok');
    expect((await send(requestFor(subscription, { n: 2 }))).status).toBe(201);
    expect(push.received().map((r) => r.payload)).toEqual([{ n: 2 }]);
  });
});

describe('a hanging endpoint', () => {
  it('never answers, so the sender times out, and close() still ends', async () => {
    const push = await startLocalPushService();
    const subscription = push.subscribe();
    push.answer(subscription.endpoint, 'hang');

    const started = Date.now();
    await expect(
      send(requestFor(subscription, { n: 1 }), { signal: AbortSignal.timeout(300) }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(push.received()).toEqual([]);

    // A second hung request still open on the server side when close() is called.
    const pending = send(requestFor(subscription, { n: 2 })).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await push.close();
    expect(await pending).toBeInstanceOf(Error);
  });
});
