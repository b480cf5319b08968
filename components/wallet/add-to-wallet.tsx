'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { postToApp } from '@/lib/api/call-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { useOnline } from '@/lib/pwa/use-online';
import type { PassWallet } from '@/lib/contract/member-card';

/** Where the signed save link is made (app/api/wallet/google/route.ts). */
const GOOGLE_WALLET_ROUTE = '/api/wallet/google';

/** Apple's phones and tablets: Google Wallet is not theirs (docs/product.md §4). */
const isApple = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

/**
 * "Add to Google Wallet" (docs/product.md §4 Member card in the phone's wallet): asks the web app
 * for a signed save link (app/api/wallet/google/route.ts), which makes the pass its own card, and
 * opens it. Shown only where the issuer is set up, online, and on a phone or computer that can
 * keep the pass.
 */
export function AddToWallet({ wallets }: { wallets: readonly PassWallet[] }) {
  const t = useTranslations('Wallet');
  const errorText = useErrorText();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!wallets.includes('google') || !online || isApple()) return null;

  const add = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await postToApp<{ saveUrl: string }>(GOOGLE_WALLET_ROUTE, {});
      window.location.assign(data.saveUrl);
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        onClick={() => void add()}
        disabled={busy}
        data-testid="add-to-google-wallet"
        className="rounded-full bg-black px-5 py-2.5 text-sm font-semibold text-white disabled:opacity-60"
      >
        {busy ? t('addingToWallet') : t('addToGoogleWallet')}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-error-ink">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
