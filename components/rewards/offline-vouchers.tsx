'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locale';
import {
  readStoredVouchers,
  storageKey,
  storedTitle,
  type StoredVoucher,
} from '@/lib/rewards/offline-vouchers';
import { useNow } from '@/lib/rewards/browser/use-now';
import { useBrandOf, useRewardsContext } from './rewards-context-provider';
import { VoucherCode } from './lazy-voucher-code';

const noSubscribe = () => () => {};

/** The member's activated vouchers saved on this device, or null before hydration. */
export function useStoredVouchers(): StoredVoucher[] | null {
  const { member } = useRewardsContext();
  const now = useNow();
  const raw = useSyncExternalStore(
    noSubscribe,
    () => (member ? localStorage.getItem(storageKey(member)) : null),
    () => undefined,
  );
  if (raw === undefined || now === 0) return null;
  return readStoredVouchers(
    { getItem: () => raw, setItem: () => {}, removeItem: () => {} },
    'v',
    now,
  );
}

/**
 * Beyond the product rules: a voucher's details offline, from the copy saved on this device when it
 * was activated, or `fallback` when there is none.
 */
export function OfflineVoucherCopy({ id, fallback }: { id: string; fallback: ReactNode }) {
  const t = useTranslations('Rewards');
  const stored = useStoredVouchers()?.find((v) => v.id === id);
  if (!stored) return <>{fallback}</>;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="rounded-2xl bg-warning/20 p-3 text-sm">
        {t('offlineCopy')}
      </p>
      <VoucherCode code={stored.code} expiresAt={stored.expiresAt} />
    </div>
  );
}

/** Beyond the product rules: offline, the activated vouchers' codes and countdowns from this device. */
export function OfflineVouchers({ fallback }: { fallback: ReactNode }) {
  const t = useTranslations('Rewards');
  const locale = useLocale() as Locale;
  const brandOf = useBrandOf();
  const stored = useStoredVouchers();
  if (!stored || stored.length === 0) return <>{fallback}</>;
  return (
    <div>
      <p role="status" className="mb-3 rounded-2xl bg-warning/20 p-3 text-sm">
        {t('offlineNote')}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {stored.map((v) => (
          <li
            key={v.id}
            className="rounded-2xl border border-line p-4"
            data-testid="offline-voucher"
          >
            <p className="text-xs font-medium uppercase text-muted">{brandOf(v.brand).name}</p>
            <p className="font-semibold">{storedTitle(v, locale)}</p>
            <VoucherCode code={v.code} expiresAt={v.expiresAt} />
          </li>
        ))}
      </ul>
    </div>
  );
}
