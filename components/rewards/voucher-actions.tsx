'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { snackbar } from '@/lib/ui/snackbar';
import { ApiError } from '@/lib/api/api-error';
import { apiKey } from '@/lib/api/use-api';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorText } from '@/lib/api/use-error-text';
import type { BrandCode } from '@/lib/contract/common';
import { formatValidity } from '@/lib/i18n/format';
import type { Reward } from '@/lib/contract/loyalty';
import { brandDestination } from '@/lib/rewards/brand-link';
import { useIntentKey } from '@/lib/api/use-intent-key';
import { BrandAppLink } from '@/components/brands/brand-app-link';
import { primaryDisabledClass } from '@/components/ui/field';
import { useRefreshPoints } from '@/lib/rewards/browser/use-refresh-points';
import { walletChanged } from '@/lib/wallet/wallet-open';
import { useBrandOf, useRewardsContext } from './rewards-context-provider';
import { TransferPointsPopup } from './lazy-parts';
import { VoucherCode } from './lazy-voucher-code';
import { HoldButton } from './hold-button';
import { UsedAt } from './used-at';

const primary = `block w-full rounded-full bg-primary-ink px-6 py-3 text-center font-semibold text-white ${primaryDisabledClass}`;
const noSubscribe = () => () => {};

/**
 * docs/product.md §4 Reward flow on a voucher: activate (the server sets the code and the countdown), then
 * redeem at the till with a press and hold the cashier can watch (HoldButton), after which the
 * voucher says when and where it was used; both take the voucher id. What each step did is said
 * above the code, never in a snackbar over it. "Taking you to the brand" opens the brand's app or
 * web shop.
 */

const GO_TO_BRAND =
  'block w-full rounded-full border border-secondary px-6 py-3 text-center font-semibold';
export function VoucherActions({
  voucher,
  input,
  timeZone,
}: {
  voucher: Reward;
  input: { brand: string; id: string };
  /** The member's country's (lib/session/member-time-zone.ts). */
  timeZone: string;
}) {
  const t = useTranslations('Voucher');
  const holdHint = useId();
  const tv = useTranslations('Validity');
  const errorText = useErrorText();
  const { member, country, deeplinks } = useRewardsContext();
  const brand = useBrandOf()(voucher.brand);
  const client = useQueryClient();
  const refresh = useRefreshPoints();
  const { keyFor, settle } = useIntentKey();
  const act = useApiMutation('redeem-reward');
  const [transferOpen, setTransferOpen] = useState(false);
  // Said above the code once this view activated it (not on a later visit).
  const [activated, setActivated] = useState(false);
  // The brand app this visit came from (docs/product.md §4 brand-return banner), read after hydration.
  const fromApp = useSyncExternalStore(
    noSubscribe,
    () => sessionStorage.getItem('brand_name'),
    () => null,
  );
  const destination = brandDestination(brand.code, country, deeplinks, fromApp);

  // Keep the offline copy in step with what the server says. Its storage loads after the
  // details have painted: the first paint has no use for it (the JavaScript budget, docs/quality.md §3). A file
  // that cannot be had loses only the offline copy, never the voucher.
  useEffect(() => {
    if (!member) return;
    void import('@/lib/rewards/offline-vouchers').then(
      ({ forgetVoucher, storageKey, storeVoucher }) => {
        const key = storageKey(member);
        if (voucher.status === 'activated' && voucher.couponCode && voucher.expiresAt) {
          const { brand, id, couponCode: code, expiresAt, titleEn, titleAr } = voucher;
          storeVoucher(
            localStorage,
            key,
            { brand, id, code, expiresAt, titleEn, titleAr },
            Date.now(),
          );
        } else if (voucher.status === 'redeemed' || voucher.status === 'expired') {
          forgetVoucher(localStorage, key, voucher.id, Date.now());
        }
      },
      () => {},
    );
  }, [member, voucher]);

  const run = (action: 'activate' | 'redeem') => {
    const intent = `${action}:${voucher.id}`;
    act.mutate(
      { brand: voucher.brand as BrandCode, id: voucher.id, action, idempotencyKey: keyFor(intent) },
      {
        onSuccess: async ({ data }) => {
          settle(intent);
          // The answer carries both languages: it stands for the voucher held in either (detailKey).
          const held = { queryKey: apiKey('voucher-details', input) };
          client.setQueriesData(held, { voucher: data.reward });
          if (action === 'activate') setActivated(true);
          walletChanged();
          await refresh();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'insufficient_points')
            setTransferOpen(true);
        },
      },
    );
  };

  const failed = act.error && act.error.code !== 'insufficient_points' ? act.error : null;
  const failure = failed
    ? act.variables?.action === 'redeem'
      ? t('redemptionFailed')
      : errorText(failed)
    : null;

  return (
    <div className="flex flex-col gap-3">
      {/* There before it speaks, so a screen reader hears what a step did; out of the flow while empty. */}
      <div role="status" className="empty:absolute">
        {activated && voucher.status === 'activated' ? (
          <p className="font-medium text-success-ink">{t('activated')}</p>
        ) : null}
        {voucher.status === 'redeemed' ? (
          <>
            <p className="font-medium text-success-ink">{t('redeemedState')}</p>
            {voucher.redeemedAt ? (
              <UsedAt at={voucher.redeemedAt} brand={brand.name} timeZone={timeZone} />
            ) : null}
          </>
        ) : null}
      </div>
      {voucher.status === 'unlocked' ? (
        <>
          <p className="text-sm">
            {t('activateHint', {
              validity: formatValidity(tv, voucher.duration, voucher.durationUnit),
            })}
          </p>
          <button
            type="button"
            onClick={() => run('activate')}
            disabled={act.isPending}
            className={primary}
          >
            {act.isPending ? t('activating') : t('activate')}
          </button>
        </>
      ) : null}
      {voucher.status === 'activated' && voucher.couponCode && voucher.expiresAt ? (
        <>
          <VoucherCode code={voucher.couponCode} expiresAt={voucher.expiresAt} />
          <p id={holdHint} className="text-sm">
            {t('holdHint')}
          </p>
          <HoldButton
            onHold={() => run('redeem')}
            describedBy={holdHint}
            disabled={act.isPending}
            className={primary}
          >
            {act.isPending ? t('redeeming') : t('holdToRedeem')}
          </HoldButton>
        </>
      ) : null}
      {voucher.status === 'expired' ? (
        <p className="font-medium text-error-ink">{t('expiredState')}</p>
      ) : null}
      {voucher.status === 'activated' || voucher.status === 'redeemed' ? (
        destination.app ? (
          <BrandAppLink
            href={destination.href}
            fallback={destination.fallback}
            onOpen={() => snackbar.show(t('takingYou'))}
            className={GO_TO_BRAND}
          >
            {t('goToBrand', { brand: brand.name })}
          </BrandAppLink>
        ) : (
          <a
            href={destination.href}
            target={destination.external ? '_blank' : undefined}
            rel={destination.external ? 'noopener noreferrer' : undefined}
            onClick={() => snackbar.show(t('takingYou'))}
            className={GO_TO_BRAND}
          >
            {t('goToBrand', { brand: brand.name })}
          </a>
        )
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-error-ink">
          {failure}
        </p>
      ) : null}
      {transferOpen ? (
        <TransferPointsPopup
          onClose={() => setTransferOpen(false)}
          target={brand.code}
          cost={voucher.pointsCost}
        />
      ) : null}
    </div>
  );
}
