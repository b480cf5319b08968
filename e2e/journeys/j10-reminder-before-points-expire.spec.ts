import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { SERVICE_URL, newUaeNumber } from '../support/outbox';
import { LOCALES, MESSAGES } from '../support/routes';
import { signInFromBrandApp } from '../support/sign-in';
import { LAYLA } from '../support/session';
import { layoutShift } from '../support/layout-shift';
import { randomUUID } from 'node:crypto';
import { arrive, bottomBar, createProfile, openPhone, signIn } from './phone';
import {
  startLocalPushService,
  type LocalPushService,
} from '../../tests/support/local-push-service';
import type { PushPayload } from '../../lib/contract/push';

// J10 (points about to expire, push allowed): a member turns reminders on from manage account,
// with our explanation first and then the browser's own question; when their points come within
// days of expiring the reminder arrives once, in their language, and a tap opens the expiry tab
// of their history.
//
// What stands in for the network: this machine cannot reach a browser's push service (FCM), so
// the browser's subscription is one of a local push service (tests/support/local-push-service.ts)
// that decrypts what the loyalty service encrypted for it (RFC 8291) and checks its signature
// (RFC 8292); the page's PushManager hands that subscription out instead of asking FCM. The push
// service's delivery to the browser is what the DevTools protocol's
// ServiceWorker.deliverPushMessage does, so the app's own service worker receives it and shows
// it. Points come close to expiring by running the service's reminder job at a later date
// (`POST /dev/reminders/run`, demo mode only).

const NAMES = { en: 'Yousef Haddad', ar: 'يوسف حداد' } as const;
const DAY = 86_400_000;

/** The browser's push subscription, made by the local push service; kept as a browser keeps it. */
async function useLocalPushService(context: BrowserContext, push: LocalPushService) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((subscription) => {
    const KEY = 'local-push-subscription';
    const make = (json: typeof subscription) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(KEY, JSON.stringify(subscription));
      return make(subscription) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const kept = localStorage.getItem(KEY);
      return kept ? (make(JSON.parse(kept)) as unknown as PushSubscription) : null;
    };
  }, push.subscribe());
}

/** The service worker's registration id, as the DevTools protocol knows it. */
async function registrationId(cdp: CDPSession, page: Page): Promise<string> {
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) ids.push(r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  return ids.at(-1)!;
}

for (const locale of LOCALES) {
  test(`J10: the reminder arrives once and opens the expiry tab (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale];
    const push = await startLocalPushService();
    try {
      // A fresh phone whose browser gets its push subscriptions from the local push service.
      const phnNo = newUaeNumber();
      const phone = await openPhone(browser, testInfo, locale);
      const { page } = phone;
      await useLocalPushService(phone.context, push);
      await arrive(phone, locale);
      await signIn(phone, request, locale, phnNo);
      await createProfile(phone, locale, NAMES[locale], `member.${phnNo}@example.com`);

      // The same day, the member joins KFC in KFC's own app: its joining bonus expires the same
      // day as the programme's, so one reminder adds both up.
      const token = await signInFromBrandApp(request, '+971', phnNo);
      const joined = await request.post(`${SERVICE_URL}/v1/register-member`, {
        headers: { authorization: `Bearer ${token}`, deviceid: 'kfc-app-device-0010' },
        data: {
          cCode: '+971',
          firstName: NAMES[locale],
          lastName: '',
          phnNo,
          brands: [{ brand: 'KFC', extUserId: `KFC-${phnNo}` }],
          deviceId: 'kfc-app-device-0010',
          idempotencyKey: randomUUID(),
        },
      });
      expect(joined.status()).toBe(200);

      // Manage account: our words first, then the browser's question (granted above).
      await bottomBar(phone, locale, 'profile').tap();
      await page.getByRole('dialog').getByRole('link', { name: m.MyProfile.manageAccount }).tap();
      const reminders = page.locator('section[aria-labelledby="reminders-title"]');
      await reminders.getByRole('button', { name: m.Reminders.offer }).tap();
      await expect(reminders.getByText(m.Reminders.explain)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`j10-explain-${locale}.png`) });
      await reminders.getByRole('button', { name: m.Reminders.allow }).tap();
      await expect(reminders.getByText(m.Reminders.on)).toBeVisible();
      const sessions = page.locator('section[aria-labelledby="sessions-title"]');
      await expect(sessions.getByText(m.Reminders.sessionBadge)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`j10-on-${locale}.png`) });

      // Days before the joining bonus expires, in the member's daytime: the job runs twice.
      // When the joining bonus expires, as the app reads it (the member's own balances call).
      const data = await page.evaluate(async (phnNo) => {
        const res = await fetch('/api/amr-loyalty/loyalty-brands', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ cCode: '+971', phnNo }),
        });
        return (await res.json()).data as {
          brands: Record<string, { pointBalance: number; nextExpiry: { date: string } | null }>;
        };
      }, phnNo);
      const total = data.brands.AMRX!.pointBalance + data.brands.KFC!.pointBalance;
      expect(data.brands.KFC!.nextExpiry!.date.slice(0, 10)).toBe(
        data.brands.AMRX!.nextExpiry!.date.slice(0, 10),
      );
      const expires = new Date(data.brands.AMRX!.nextExpiry!.date);
      const at = new Date(expires.getTime() - 5 * DAY);
      at.setUTCHours(8, 0, 0, 0); // 12:00 in Dubai
      for (let run = 0; run < 2; run += 1) {
        const ran = await request.post(`${SERVICE_URL}/dev/reminders/run`, {
          data: { at: at.toISOString() },
        });
        expect(ran.status()).toBe(200);
      }
      const [received, ...more] = push.received();
      expect(more).toHaveLength(0);
      const payload = received!.payload as PushPayload;
      expect(payload.lang).toBe(locale);
      // One reminder for both brands: the total, and each brand's part.
      expect(payload.title).toContain(
        locale === 'ar' ? `تنتهي صلاحية ${total} نقطة` : `${total} points expire on`,
      );
      for (const brand of locale === 'ar' ? ['كنتاكي', 'مكافآت AMRX'] : ['KFC', 'AMRX Rewards'])
        expect(payload.body).toContain(brand);

      // The push service hands it to the browser; the app's service worker shows it.
      await page.goto(`/${locale}/home`);
      const cdp = await phone.context.newCDPSession(page);
      const registration = await registrationId(cdp, page);
      const shown = async () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            lang: n.lang,
            dir: n.dir,
          })),
        );
      // As a push service does, it hands the message over again until the worker has taken it (a
      // worker still starting can miss one); the notification's tag keeps it to one on screen.
      await expect(async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: new URL(page.url()).origin,
          registrationId: registration,
          data: JSON.stringify(payload),
        });
        await expect.poll(shown, { timeout: 5_000 }).toEqual([
          {
            title: payload.title,
            body: payload.body,
            lang: locale,
            dir: locale === 'ar' ? 'rtl' : 'ltr',
          },
        ]);
      }).toPass({ timeout: 40_000 });

      // A tap on it: the worker's notificationclick, as the system would raise it.
      const [worker] = phone.context.serviceWorkers();
      await worker!.evaluate(async () => {
        const scope = self as unknown as ServiceWorkerGlobalScope;
        const [notification] = await scope.registration.getNotifications();
        scope.dispatchEvent(
          new NotificationEvent('notificationclick', { notification: notification! }),
        );
      });
      await expect(page).toHaveURL(new RegExp(`/${locale}/transaction-history\\?tab=expiry$`));
      await expect(page.getByRole('tab', { name: m.History.tab_expiry })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('heading', { name: m.History.expiringSoonTitle })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`j10-expiry-tab-${locale}.png`),
        fullPage: true,
      });
      expect(phone.errors).toEqual([]);
    } finally {
      await push.close();
    }
  });
}

// Where a member meets the offer: the points widget's expiry line, once their points expire within
// 30 days. The demo member Layla has such points. Signed in on a fresh phone, she opens the app
// again later: the offer takes a line held for it from the first paint, so nothing under it moves
// as it appears; she reads what would be sent and says not now.
for (const locale of LOCALES) {
  test(`J10: the expiry line offers reminders without moving the page (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    const m = MESSAGES[locale];
    const phone = await openPhone(browser, testInfo, locale);
    const { page } = phone;
    await arrive(phone, locale);
    await signIn(phone, request, locale, LAYLA.phnNo);
    await page.goto(`/${locale}/home`);
    const offer = page.getByRole('button', { name: m.Reminders.offer });
    await expect(offer).toBeVisible();
    // Nothing was tapped since the page loaded: every shift counts.
    expect(await layoutShift(page, { afterInput: 'count' })).toBeLessThan(0.005);
    await page.screenshot({ path: testInfo.outputPath(`j10-widget-offer-${locale}.png`) });
    await offer.tap();
    const explain = page.getByRole('group', { name: m.Reminders.explain });
    await expect(explain).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`j10-widget-explain-${locale}.png`) });
    await explain.getByRole('button', { name: m.Reminders.notNow }).tap();
    await expect(offer).toBeVisible();
    expect(phone.errors).toEqual([]);
  });
}
