import { getTranslations } from 'next-intl/server';
import { OfflineActions } from './offline-actions';
import { LeaveWhenOnline } from './leave-when-online';

/**
 * The app's offline page (docs/product.md §4 Offline wallet), kept by the service worker in each
 * language and shown, inside the header and the bottom bar, for a page that was never saved on
 * this device (lib/pwa/offline-shell.ts).
 */
export async function OfflineScreen() {
  const t = await getTranslations('Offline');
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6" data-testid="offline-screen">
      <LeaveWhenOnline />
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('notSaved')}</p>
      <OfflineActions />
    </section>
  );
}
