'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/api/use-api';
import { useErrorText } from '@/lib/api/use-error-text';
import type { BrandCode } from '@/lib/contract/common';
import { formatPoints } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { exchangeHref, transferOptions } from '@/lib/rewards/transfer-plan';
import { ModalDialog, POPUP_CLASS } from '@/components/ui/modal-dialog';
import { useBrandOf, useRewardsEnv } from './rewards-env-provider';

type Props = {
  onClose: () => void;
  target: string;
  /** The reward's points cost; the shortfall is what the target brand's balance lacks. */
  cost: number;
};

/**
 * SPEC §2 Transfer-points popup (insufficient balance, SPEC §4): offers to move the shortfall from
 * another brand, quoting it with transfer-quote, and opens the exchange flow prefilled.
 */
export function TransferPointsPopup({ onClose, target, cost }: Props) {
  const t = useTranslations('TransferPoints');
  const errorText = useErrorText();
  const { brands, member } = useRewardsEnv();
  const brandOf = useBrandOf();
  const balances = useApiQuery(
    'loyalty-brands',
    { cCode: member?.cCode ?? '', phnNo: member?.phnNo ?? '' },
    { enabled: !!member },
  );
  const shortfall = Math.max(1, cost - (balances.data?.brands[target]?.pointBalance ?? 0));
  const rates = Object.fromEntries(brands.map((b) => [b.code, b.rates]));
  const options = balances.data
    ? transferOptions(target, shortfall, balances.data.brands, rates)
    : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const option = options.find((o) => o.source === chosen) ?? options[0];
  const quote = useApiQuery(
    'transfer-quote',
    {
      sourceBrand: (option?.source ?? target) as BrandCode,
      targetBrand: target as BrandCode,
      points: option?.send ?? 1,
    },
    { enabled: !!option, staleTime: 0 },
  );
  const targetName = brandOf(target).name;

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
        {t('transferNeed', { needed: String(shortfall), brand: targetName })}
      </p>
      {balances.isPending ? (
        <p role="status" className="mt-4 text-sm text-muted">
          {t('quoting')}
        </p>
      ) : balances.isError ? (
        <p role="alert" className="mt-4 text-sm text-error-ink">
          {errorText(balances.error)}
        </p>
      ) : !option ? (
        <p className="mt-4 text-sm">{t('noSource')}</p>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('transferFrom')}
            <select
              value={option.source}
              onChange={(e) => setChosen(e.target.value)}
              className="rounded-xl border border-line bg-white px-3 py-2"
            >
              {options.map((o) => (
                <option key={o.source} value={o.source}>
                  {t('transferOption', {
                    brand: brandOf(o.source).name,
                    points: formatPoints(o.balance),
                  })}
                </option>
              ))}
            </select>
          </label>
          <div aria-live="polite" className="text-sm">
            {quote.isPending ? (
              <p className="text-muted">{t('quoting')}</p>
            ) : quote.isError ? (
              <p role="alert" className="text-error-ink">
                {errorText(quote.error)}
              </p>
            ) : (
              <p data-testid="transfer-quote">
                {t('transferQuote', {
                  send: String(quote.data.send),
                  source: brandOf(option.source).name,
                  receive: String(quote.data.receive),
                  target: targetName,
                })}
                {option.covers ? null : (
                  <span className="mt-1 block text-muted">
                    {t('transferPartial', { source: brandOf(option.source).name })}
                  </span>
                )}
              </p>
            )}
          </div>
          {quote.data ? (
            <Link
              href={exchangeHref(option.source, target, quote.data.send)}
              className="rounded-full bg-primary-ink px-6 py-3 text-center font-semibold text-white"
            >
              {t('continueToExchange')}
            </Link>
          ) : null}
        </div>
      )}
      <button
        type="button"
        onClick={onClose}
        className="mt-3 w-full rounded-full px-6 py-3 font-semibold underline"
      >
        {t('cancel')}
      </button>
    </ModalDialog>
  );
}
