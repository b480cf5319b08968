'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { snackbar } from '@/lib/ui/snackbar';
import { useApiQuery } from '@/lib/api/use-api';
import { useErrorText } from '@/lib/api/use-error-text';
import type { BrandCode } from '@/lib/contract/common';
import { Link } from '@/lib/i18n/navigation';
import { exchangeHref } from '@/lib/rewards/transfer-plan';
import { useTransfer } from '@/components/exchange/use-transfer';
import { ModalDialog, POPUP_CLASS } from '@/components/ui/modal-dialog';
import { primaryDisabledClass } from '@/components/ui/field';
import { useBrandOf, useRewardsContext } from './rewards-context-provider';
import { routePath } from '@/lib/navigation/route-paths';

type Props = {
  onClose: () => void;
  target: string;
  /** The reward's points cost; the shortfall is what the target brand's balance lacks. */
  cost: number;
};

/**
 * docs/product.md §2 Transfer-points popup (insufficient balance, docs/product.md §4). The service proposes the
 * transfers (transfer-options), each already confirmed by the transfer's own rule: the smallest
 * that covers what is missing, or a first step when no single transfer can. The member sends it
 * here and stays on the reward, which they can then unlock. When no transfer is possible the
 * popup says why and where to go instead: never a dead end.
 */
export function TransferPointsPopup({ onClose, target, cost }: Props) {
  const t = useTranslations('TransferPoints');
  const errorText = useErrorText();
  const brandOf = useBrandOf();
  const { member } = useRewardsContext();
  const balances = useApiQuery(
    'loyalty-brands',
    { cCode: member?.cCode ?? '', phnNo: member?.phnNo ?? '' },
    { enabled: !!member },
  );
  const shortfall = Math.max(1, cost - (balances.data?.brands[target]?.pointBalance ?? 0));
  const offered = useApiQuery(
    'transfer-options',
    { targetBrand: target as BrandCode, points: shortfall },
    { enabled: !!balances.data, staleTime: 0 },
  );
  const limits = useApiQuery('transfer-limits');
  const { confirm, mutation } = useTransfer();
  const [chosen, setChosen] = useState<string | null>(null);
  const options = offered.data?.options ?? [];
  const option = options.find((o) => o.sourceBrand === chosen) ?? options[0];
  const targetName = brandOf(target).name;

  const send = () => {
    if (!option) return;
    void confirm(
      { sourceBrand: option.sourceBrand, targetBrand: target as BrandCode, points: option.send },
      (reply) => {
        snackbar.success(
          t('sent', {
            send: reply.send,
            source: brandOf(option.sourceBrand).name,
            receive: reply.receive,
            target: targetName,
          }),
        );
        onClose();
      },
    );
  };

  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy="transfer-title"
      describedBy="transfer-need"
      className={POPUP_CLASS}
    >
      <h2 id="transfer-title" className="text-xl font-semibold">
        {t('transferTitle')}
      </h2>
      <p id="transfer-need" className="mt-2 text-sm">
        {t('transferNeed', { needed: shortfall, brand: targetName })}
      </p>
      {balances.isError || offered.isError ? (
        <p role="alert" className="mt-4 text-sm text-error-ink">
          {errorText(balances.error ?? offered.error)}
        </p>
      ) : offered.isPending ? (
        <p role="status" className="mt-4 text-sm text-muted">
          {t('quoting')}
        </p>
      ) : !option ? (
        <div className="mt-4 flex flex-col gap-3 text-sm">
          {/* Why not, as the BFF worded the service's refusal (lib/bff/member-text.ts). */}
          <p>{offered.data.refusal?.message}</p>
          <Link
            href={routePath('brands')}
            className="rounded-full bg-primary-ink px-6 py-3 text-center font-semibold text-white"
          >
            {t('seeBrands')}
          </Link>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          {options.length > 1 ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('transferFrom')}
              <select
                value={option.sourceBrand}
                onChange={(e) => setChosen(e.target.value)}
                disabled={mutation.isPending}
                className="rounded-xl border border-line bg-white px-3 py-2"
              >
                {options.map((o) => (
                  <option key={o.sourceBrand} value={o.sourceBrand}>
                    {brandOf(o.sourceBrand).name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <p data-testid="transfer-quote" className="text-sm">
            {t('transferQuote', {
              send: option.send,
              source: brandOf(option.sourceBrand).name,
              receive: option.receive,
              target: targetName,
            })}
            {/* More than is missing: the programme's smallest transfer says why. */}
            {option.covers && option.receive > shortfall && limits.data ? (
              <span className="mt-1 block text-muted">
                {t('minimumApplies', {
                  minimum: limits.data.transferPointsLimit.minimumPointTransfer,
                })}
              </span>
            ) : null}
            {option.covers ? null : (
              <span className="mt-1 block text-muted">
                {t('transferFirstStep', {
                  receive: option.receive,
                  needed: shortfall,
                  brand: targetName,
                })}
              </span>
            )}
          </p>
          {mutation.error ? (
            <p role="alert" className="text-sm text-error-ink">
              {errorText(mutation.error)}
            </p>
          ) : null}
          <button
            type="button"
            onClick={send}
            disabled={mutation.isPending}
            className={`rounded-full bg-primary-ink px-6 py-3 text-center font-semibold text-white ${primaryDisabledClass}`}
          >
            {mutation.isPending
              ? t('sending')
              : t('sendNow', { send: option.send, source: brandOf(option.sourceBrand).name })}
          </button>
          <Link
            href={exchangeHref(option.sourceBrand, target, option.send)}
            className="text-center text-sm font-medium underline"
          >
            {t('otherAmount')}
          </Link>
        </div>
      )}
      <button
        type="button"
        onClick={onClose}
        disabled={mutation.isPending}
        className="mt-3 w-full rounded-full px-6 py-3 font-semibold underline"
      >
        {t('cancel')}
      </button>
    </ModalDialog>
  );
}
