import { forgetWallets } from '@/lib/wallet/wallet-keys';
import { MEMBER_PAGES_CACHE, OFFLINE_SHELL_CACHE } from './cache-names';
import { forgetPushSubscription } from './push-subscription';

/**
 * Deletes what this device kept of the member for offline use: the wallet (member card and
 * voucher codes, lib/wallet/device-wallet.ts), the pages the service worker saved (and the
 * offline page with their header), and its push subscription for reminders, so the next person
 * on this device sees none of it. Called when a member signs in or out, deletes their account, or
 * their session is found ended, before the app navigates: the wallet goes synchronously and the
 * rest is under way, so nothing the next page saves for the new member is removed. Static in
 * every page, with no network needed, since a sign-out may happen offline.
 */
export async function forgetMemberOnDevice(): Promise<void> {
  try {
    forgetWallets(localStorage);
  } catch {
    // Storage disabled: nothing was kept there.
  }
  const cachesGone =
    typeof caches === 'undefined'
      ? []
      : [MEMBER_PAGES_CACHE, OFFLINE_SHELL_CACHE].map((name) =>
          caches.delete(name).catch(() => false),
        );
  await Promise.all([...cachesGone, forgetPushSubscription().catch(() => undefined)]);
}
