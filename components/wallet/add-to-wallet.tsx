'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { postToApp } from '@/lib/api/call-api';
import { useErrorText } from '@/lib/api/use-error-text';
import { useOnline } from '@/lib/pwa/use-online';
import type { PassWallet } from '@/lib/contract/member-card';
import { isApplePhoneOrTablet, thisDevice } from '@/lib/devices/this-device';

/** Where the signed save link is made (app/api/wallet/google/route.ts). */
const GOOGLE_WALLET_ROUTE = '/api/wallet/google';
/** Where the signed .pkpass is downloaded (app/api/wallet/apple/route.ts). */
const APPLE_WALLET_ROUTE = '/api/wallet/apple';

/** Apple's phones and tablets: Apple Wallet is theirs, Google Wallet is not (docs/product.md §4). */
const isApple = () => isApplePhoneOrTablet(thisDevice());

const BUTTON =
  'rounded-full bg-black px-5 py-2.5 text-sm font-semibold text-white disabled:opacity-60';

/**
 * "Add to Apple Wallet" on Apple's phones and tablets, "Add to Google Wallet" elsewhere
 * (docs/product.md §4 Member card in the phone's wallet): shown only online, and only for a wallet
 * the web app has settings for.
 */
export function AddToWallet({ wallets }: { wallets: readonly PassWallet[] }) {
  const online = useOnline();
  if (!online) return null;
  if (isApple()) return wallets.includes('apple') ? <AddToAppleWallet /> : null;
  return wallets.includes('google') ? <AddToGoogleWallet /> : null;
}

/**
 * "Add to Apple Wallet" (docs/product.md §4): a plain link to the signed .pkpass, which makes the
 * pass its own card; Safari hands a .pkpass to Wallet from a navigation, not from a fetch.
 */
function AddToAppleWallet() {
  const t = useTranslations('Wallet');
  const locale = useLocale();
  return (
    <div className="flex flex-col items-center gap-2">
      <a
        href={`${APPLE_WALLET_ROUTE}?locale=${locale}`}
        data-testid="add-to-apple-wallet"
        className={BUTTON}
      >
        {t('addToAppleWallet')}
      </a>
    </div>
  );
}

/**
 * "Add to Google Wallet": asks the web app for a signed save link (app/api/wallet/google/route.ts),
 * which makes the pass its own card, and opens it.
 */
function AddToGoogleWallet() {
  const t = useTranslations('Wallet');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
        className={BUTTON}
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
