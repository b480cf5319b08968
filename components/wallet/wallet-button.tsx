'use client';

import { useTranslations } from 'next-intl';
import { openWallet } from '@/lib/wallet/wallet-open';
import { Icon } from '@/components/ui/icon';

/**
 * A way to the wallet: the header's, on every page of a signed-in member online or not, and the
 * points widget's "Member card" (the wallet shows the card first).
 */
export function WalletButton({ entry = 'header' }: { entry?: 'header' | 'widget' }) {
  const t = useTranslations('Wallet');
  return (
    <button
      type="button"
      onClick={openWallet}
      aria-label={entry === 'header' ? t('openLabel') : undefined}
      data-testid={entry === 'header' ? 'open-wallet' : 'open-member-card'}
      className={`flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold ${
        entry === 'header' ? 'border-primary-ink text-primary-ink' : 'ms-auto border-current'
      }`}
    >
      <Icon name="wallet" />
      {/* The narrowest phones get the header's icon alone (it keeps its label); the widget's wraps. */}
      <span className={entry === 'header' ? 'sr-only min-[380px]:not-sr-only' : undefined}>
        {entry === 'header' ? t('open') : t('card')}
      </span>
    </button>
  );
}
