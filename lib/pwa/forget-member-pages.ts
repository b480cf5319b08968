import { MEMBER_PAGES_CACHE } from './cache-names';

/**
 * Deletes the pages the service worker kept for offline reading, so the next person on this
 * device sees none of them. Called when a member signs out or deletes their account.
 */
export async function forgetMemberPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(MEMBER_PAGES_CACHE).catch(() => false);
}
