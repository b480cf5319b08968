import { forgetWallets } from '@/lib/wallet/device-wallet';
import { MEMBER_PAGES_CACHE, OFFLINE_SHELL_CACHE } from './cache-names';
import { forgetPushSubscription } from './push-reminders';

/**
 * Deletes what this device kept of the member for offline use: the pages the service worker
 * saved (and the offline page with their header) and the wallet (member card and voucher codes, lib/wallet/device-wallet.ts), and ends its
 * push subscription for reminders, so the next person on this device sees none of it. Called when a member signs in or out, deletes their
 * account, or their session is found ended.
 */
export async function forgetMemberOnDevice(): Promise<void> {
  try {
    forgetWallets(localStorage);
  } catch {
    // Storage disabled: nothing was kept there.
  }
  await forgetPushSubscription().catch(() => undefined);
  if (typeof caches === 'undefined') return;
  await Promise.all(
    [MEMBER_PAGES_CACHE, OFFLINE_SHELL_CACHE].map((name) => caches.delete(name).catch(() => false)),
  );
}
