'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locale';
import { readStoredVouchers, storageKey, storedTitle } from '@/lib/rewards/offline-vouchers';
import { cardKey, readCard } from '@/lib/wallet/device-wallet';
import { useOnline } from '@/lib/pwa/use-online';
import { useWakeLock } from '@/lib/ui/use-wake-lock';
import { VoucherCode } from '@/components/rewards/voucher-code';
import type { PassWallet } from '@/lib/contract/member-card';
import { AddToWallet } from './add-to-wallet';
import { MemberCardCode } from './member-card-code';

type Member = { cCode: string; phnNo: string };

/**
 * The wallet's content (docs/product.md §4 Offline wallet): this device's member card and the
 * member's activated vouchers, read from this device only, so it is the same with or without
 * signal. A high-contrast view draws everything black on white with larger codes for a scanner
 * in a bright shop. Loaded when the wallet opens, and fetched ahead by each online page
 * (components/wallet/device-wallet.tsx) so it opens offline too.
 */
export function WalletView({ member, passes }: { member: Member; passes: readonly PassWallet[] }) {
  const t = useTranslations('Wallet');
  const locale = useLocale() as Locale;
  const online = useOnline();
  const [contrast, setContrast] = useState(false);
  // Scan-ready (docs/product.md §4): the screen stays on while the card is shown.
  useWakeLock(true);
  const [{ card, brandNames, vouchers }] = useState(() => {
    const now = Date.now();
    return {
      ...readCard(localStorage, cardKey(member), now),
      vouchers: readStoredVouchers(localStorage, storageKey(member), now),
    };
  });

  return (
    <div className={`flex flex-col gap-5 ${contrast ? 'bg-white text-black' : ''}`}>
      {online ? null : (
        <p role="status" className="rounded-2xl bg-warning/20 p-3 text-sm text-black">
          {t('offline')}
        </p>
      )}
      <button
        type="button"
        aria-pressed={contrast}
        onClick={() => setContrast((c) => !c)}
        className="self-start rounded-full border-2 border-black px-4 py-2 text-sm font-semibold"
      >
        {t('contrast')}
      </button>
      {card ? (
        <>
          <MemberCardCode card={card} large={contrast} />
          <AddToWallet wallets={passes} />
        </>
      ) : (
        <p className="rounded-2xl border border-line p-4 text-sm">{t('noCard')}</p>
      )}
      <section aria-labelledby="wallet-vouchers-title" className="flex flex-col gap-3">
        <h3 id="wallet-vouchers-title" className="text-lg font-semibold">
          {t('vouchers')}
        </h3>
        {vouchers.length === 0 ? (
          <p className="text-sm">{t('noVouchers')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {vouchers.map((v) => (
              <li
                key={v.id}
                data-testid="wallet-voucher"
                className={`rounded-2xl border p-4 ${contrast ? 'border-black' : 'border-line'}`}
              >
                <p className="text-xs font-medium uppercase">
                  {brandNames[v.brand]?.[locale] ?? v.brand}
                </p>
                <p className="font-semibold">{storedTitle(v, locale)}</p>
                <VoucherCode code={v.code} expiresAt={v.expiresAt} large={contrast} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
