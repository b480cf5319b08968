import { callApi } from '@/lib/api/call-api';
import { base64UrlToBytes } from '@/lib/contract/member-card';
import { forgetPushSubscription, pushSupported } from './push-subscription';

// Reminders on this device (docs/product.md §4 Reminders): the browser's push subscription, made
// only when the member asks (never on a first visit), and handed to the loyalty service, which
// binds it to this session. The browser's own permission prompt comes after our explanation.

/**
 * `unsupported`: this browser cannot receive push (or the programme has push off).
 * `blocked`: the member or the browser refused notifications for this site.
 * `off`: not asked yet, or turned off. `on`: this device gets reminders.
 */
export type ReminderState = 'unsupported' | 'blocked' | 'off' | 'on';

const READY_TIMEOUT_MS = 10_000;

async function registration(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('service worker not ready')), READY_TIMEOUT_MS),
    ),
  ]);
}

/** What this device holds, without asking the service (the widget asks nothing on each page). */
export async function localReminderState(): Promise<ReminderState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const existing = await navigator.serviceWorker.getRegistration();
  const subscription = await existing?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/** Asks the browser (its prompt), subscribes with the service's key, and registers the device. */
export async function turnRemindersOn(): Promise<ReminderState> {
  if (!pushSupported()) return 'unsupported';
  const { data } = await callApi('push-devices');
  if (!data.publicKey) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const reg = await registration();
  const key = base64UrlToBytes(data.publicKey);
  let subscription = await reg.pushManager.getSubscription();
  // Made with another key (the programme changed its keys): the service could not reach it.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  await callApi('push-subscribe', {
    subscription: {
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  return 'on';
}

/** Stops reminders here: the service forgets the device, then the browser's subscription ends. */
export async function turnRemindersOff(): Promise<void> {
  await callApi('push-unsubscribe');
  await forgetPushSubscription();
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return true;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}
