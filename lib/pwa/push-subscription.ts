// The browser's side of reminders that every page needs (ending a subscription at sign-out), apart
// from subscribing (lib/pwa/push-reminders.ts), which only the reminders offer loads.

/** Whether this browser can receive push at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Ends the browser's subscription without asking the service (whose session, if any, already
 * ended with it): at sign-in, sign-out and account deletion, so the next member on this device
 * starts with reminders off.
 */
export async function forgetPushSubscription(): Promise<void> {
  // A subscription needs the notification permission (userVisibleOnly): without it there is none,
  // and the push manager is not woken for nothing.
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await reg?.pushManager.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
