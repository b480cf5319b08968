'use client';

import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { orOffline } from '@/components/ui/offline-part';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/call-api';
import type { PassWallet } from '@/lib/contract/member-card';
import { usePathname } from '@/lib/i18n/navigation';
import { saveWallet } from '@/lib/wallet/device-wallet';
import { walletGeneration } from '@/lib/wallet/wallet-keys';
import { pendingLogout } from '@/lib/session/browser/pending-logout';
import { WALLET_CHANGED, markWalletMounted, walletOpen } from '@/lib/wallet/wallet-open';
import { CloseButton } from '@/components/ui/close-button';
import { ModalDialog, SHEET_CLASS } from '@/components/ui/modal-dialog';

type Member = { cCode: string; phnNo: string };

/** At most one read of the wallet a minute while pages change; a change asks at once. */
const SYNC_EVERY_MS = 60_000;

// The QR and barcode libraries come with the view only (the JavaScript budget, docs/quality.md §3).
const loadView = () => import('./wallet-view');
const WalletView = dynamic(() => loadView().then((m) => m.WalletView, orOffline), { ssr: false });

/**
 * The wallet for the till, in the root layout of a signed-in member (docs/product.md §4 Offline
 * wallet): on each online page it saves this device's member card and the member's activated
 * vouchers (every brand, every device) to the device and fetches the view's script, so that
 * offline, from any page, the wallet dialog opens with the card and the codes.
 */
export function DeviceWallet({
  member,
  passes,
}: {
  member: Member;
  /** The phone wallets the card can be saved in here: those the web app has settings for. */
  passes: readonly PassWallet[];
}) {
  const t = useTranslations('Wallet');
  const titleId = useId();
  const open = useSyncExternalStore(walletOpen.subscribe, walletOpen.get, walletOpen.getServer);
  const pathname = usePathname();
  const lastSync = useRef(0);
  const { cCode, phnNo } = member;
  useEffect(markWalletMounted, []);
  // The offline page's "Open your wallet" (public/offline.html) comes to a saved page with #wallet.
  useEffect(() => {
    if (window.location.hash !== '#wallet') return;
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    walletOpen.set(true);
  }, []);

  useEffect(() => {
    const sync = (force: boolean) => {
      // No wallet for a member whose sign-out is on its way (lib/session/browser/pending-logout.ts).
      if (!navigator.onLine || pendingLogout() !== null) return;
      if (!force && Date.now() - lastSync.current < SYNC_EVERY_MS) return;
      lastSync.current = Date.now();
      // Fetched while the network is here: the service worker keeps it for offline use.
      void loadView().catch(() => undefined);
      const generation = walletGeneration();
      callApi('member-wallet').then(
        ({ data }) => {
          // Forgotten meanwhile (a sign-out, even one still to reach the service): not written back.
          if (walletGeneration() !== generation) return;
          saveWallet(localStorage, { cCode, phnNo }, data, Date.now());
        },
        () => {
          lastSync.current = 0; // try again on the next page
        },
      );
    };
    sync(false);
    const now = () => sync(true);
    window.addEventListener('online', now);
    window.addEventListener(WALLET_CHANGED, now);
    return () => {
      window.removeEventListener('online', now);
      window.removeEventListener(WALLET_CHANGED, now);
    };
  }, [cCode, phnNo, pathname]);

  const close = () => walletOpen.set(false);
  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} className={SHEET_CLASS}>
      {open ? (
        <div className="flex flex-col gap-4" data-testid="wallet">
          <div className="flex items-center justify-between gap-3">
            <h2 id={titleId} className="text-xl font-semibold">
              {t('title')}
            </h2>
            <CloseButton label={t('close')} onClose={close} />
          </div>
          <WalletView member={member} passes={passes} />
        </div>
      ) : null}
    </ModalDialog>
  );
}
