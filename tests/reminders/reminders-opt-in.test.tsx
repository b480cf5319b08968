import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { RemindersOptIn } from '@/components/reminders/reminders-opt-in';
import { REMINDERS_OFFER_COOKIE, holdsOfferLine } from '@/lib/pwa/reminders-offer';
import en from '@/messages/en.json';

// The reminders opt-in (docs/product.md §4 Reminders): the browser is never asked on its own; the
// member reads what we will send first, and only "Allow notifications" asks. The browser's push
// and notification parts are stand-ins recording what the component asks of them.

const KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
};

function installBrowser(permission: NotificationPermission) {
  const asked: string[] = [];
  const posted: { url: string; body: unknown }[] = [];
  let subscribed = false;
  const pushManager = {
    getSubscription: async () => (subscribed ? subscription : null),
    subscribe: async () => {
      asked.push('subscribe');
      subscribed = true;
      return subscription;
    },
  };
  const subscription = {
    ...SUBSCRIPTION,
    options: { applicationServerKey: null },
    toJSON: () => SUBSCRIPTION,
    unsubscribe: async () => {
      subscribed = false;
      return true;
    },
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, {
      permission,
      requestPermission: async () => {
        asked.push('permission');
        return 'granted';
      },
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    posted.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
    const data = url.endsWith('push-devices')
      ? { publicKey: KEY, thisDevice: false }
      : { subscribed: true };
    return new Response(JSON.stringify({ statusCode: 200, message: 'OK', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { asked, posted };
}

function renderOptIn(compact = false) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en" messages={en}>
        <RemindersOptIn compact={compact} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const forgetOfferCookie = () => {
  document.cookie = `${REMINDERS_OFFER_COOKIE}=; max-age=0; path=/`;
};

describe('reminders opt-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains before the browser asks, then subscribes and registers the device', async () => {
    const browser = installBrowser('default');
    renderOptIn(true);
    await userEvent.click(await screen.findByRole('button', { name: en.Reminders.offer }));
    expect(screen.getByText(en.Reminders.explain)).toBeTruthy();
    expect(browser.asked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: en.Reminders.allow }));
    expect(await screen.findByText(en.Reminders.on)).toBeTruthy();
    expect(browser.asked).toEqual(['permission', 'subscribe']);
    expect(browser.posted.map((p) => p.url)).toEqual([
      '/api/amr-loyalty/push-devices',
      '/api/amr-loyalty/push-subscribe',
    ]);
    expect(browser.posted[1]!.body).toEqual({ subscription: SUBSCRIPTION });
  });

  it('asks nothing when the member says not now', async () => {
    const browser = installBrowser('default');
    renderOptIn();
    await userEvent.click(await screen.findByRole('button', { name: en.Reminders.offer }));
    await userEvent.click(screen.getByRole('button', { name: en.Reminders.notNow }));
    expect(screen.getByRole('button', { name: en.Reminders.offer })).toBeTruthy();
    expect(browser.asked).toEqual([]);
    expect(browser.posted).toEqual([]);
  });

  it('says where to allow notifications the browser blocks, and stays quiet in the widget', async () => {
    installBrowser('denied');
    const { unmount } = renderOptIn();
    expect(await screen.findByText(en.Reminders.blocked)).toBeTruthy();
    unmount();
    const { container } = renderOptIn(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });

  // The widget holds the offer's line from the server's render unless this device said it cannot
  // take reminders (lib/pwa/reminders-offer.ts): the cookie says so, and is cleared when it can.
  it('remembers on the device whether it can take reminders, for the next page', async () => {
    const offerCookie = () =>
      document.cookie.split('; ').find((pair) => pair.startsWith(`${REMINDERS_OFFER_COOKIE}=`));
    forgetOfferCookie();
    installBrowser('denied');
    const blocked = renderOptIn(true);
    await vi.waitFor(() => expect(offerCookie()).toBe(`${REMINDERS_OFFER_COOKIE}=none`));
    blocked.unmount();
    installBrowser('default');
    renderOptIn(true);
    await screen.findByRole('button', { name: en.Reminders.offer });
    expect(offerCookie()).toBeUndefined();
  });

  it('remembers a browser without push as one that cannot', async () => {
    forgetOfferCookie();
    vi.stubGlobal('PushManager', undefined);
    delete (window as { PushManager?: unknown }).PushManager;
    const { container } = renderOptIn(true);
    await vi.waitFor(() => expect(document.cookie).toContain(`${REMINDERS_OFFER_COOKIE}=none`));
    expect(container.textContent).toBe('');
    expect(holdsOfferLine('none')).toBe(false);
    expect(holdsOfferLine(undefined)).toBe(true);
  });
});
