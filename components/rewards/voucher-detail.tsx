'use client';

import { useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/api/use-api';
import type { CallData } from '@/lib/contract/calls';
import { DetailView, type FaqEntry } from './detail-view';
import { useStoredVouchers } from './offline-vouchers';
import { RetryAlert } from './retry-alert';
import { VoucherActions } from './voucher-actions';
import { VoucherCode } from './lazy-voucher-code';

type Props = { input: { brand: string; id: string }; initial?: CallData<'voucher-details'>; faq: FaqEntry[] };

/** SPEC §2 voucher details; offline, the activated copy saved on this device (issue 8). */
export function VoucherDetail({ input, initial, faq }: Props) {
  const t = useTranslations('Voucher');
  const tr = useTranslations('Rewards');
  const query = useApiQuery('voucher-details', input, { initialData: initial, networkMode: 'always' });
  const stored = useStoredVouchers()?.find((v) => v.id === input.id);

  if (query.data) {
    return (
      <DetailView reward={query.data.voucher} faq={faq}>
        <VoucherActions voucher={query.data.voucher} input={input} />
      </DetailView>
    );
  }
  if (query.isPending) {
    return (
      <div role="status" className="h-64 animate-pulse rounded-2xl bg-surface">
        <span className="sr-only">{tr('loadingVouchers')}</span>
      </div>
    );
  }
  if (query.error.kind === 'network' && stored) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="rounded-2xl bg-warning/20 p-3 text-sm">
          {t('offlineCopy')}
        </p>
        <VoucherCode code={stored.code} expiresAt={stored.expiresAt} />
      </div>
    );
  }
  return <RetryAlert text={query.error.status === 404 ? t('notFound') : tr('vouchersError')} onRetry={() => query.refetch()} />;
}
