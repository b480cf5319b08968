'use client';

import { useTranslations } from 'next-intl';
import { OfflineActions } from '@/components/pwa/offline-actions';

/**
 * What stands in a part of a page whose script could not be fetched (no signal, and the service
 * worker does not hold it): a short notice, the wallet for a signed-in member, and a reload for
 * when the network is back. The page around it stays (docs/product.md §4 Offline wallet).
 */
// Takes (and ignores) the props of the part it stands for.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function OfflinePart(_props: object) {
  const t = useTranslations('Wallet');
  return (
    <div
      role="status"
      data-testid="offline-part"
      className="my-3 rounded-2xl bg-warning/20 p-4 text-sm"
    >
      <p className="font-medium">{t('partOffline')}</p>
      <OfflineActions />
    </div>
  );
}

/**
 * For `next/dynamic` loaders: `import('./part').then((m) => m.Part, orOffline)`. A failed script
 * load shows OfflinePart in that place instead of failing the whole page.
 */
export const orOffline = (): typeof OfflinePart => OfflinePart;

/** A chunk that failed to load, as thrown by the bundler's loader or the browser's import(). */
export const isScriptLoadFailure = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /loading (css )?chunk|dynamically imported module|failed to load chunk/i.test(error.message));
