'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { openWallet, walletAvailability } from '@/lib/wallet/wallet-open';

/**
 * What a member can do where a page or a part of one needs the network: open the wallet (a
 * signed-in member's card and vouchers, kept on the device) and reload once the signal is back.
 */
export function OfflineActions() {
  const t = useTranslations('Wallet');
  const walletHere = useSyncExternalStore(
    walletAvailability.subscribe,
    walletAvailability.get,
    walletAvailability.getServer,
  );
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {walletHere ? (
        <button
          type="button"
          onClick={openWallet}
          className="rounded-full bg-primary-ink px-4 py-2 font-semibold text-white"
        >
          {t('open')}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full border border-secondary px-4 py-2 font-semibold"
      >
        {t('reload')}
      </button>
    </div>
  );
}
