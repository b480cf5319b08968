'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { CallData } from '@/lib/contract/calls';
import { useDetailQuery } from '@/lib/rewards/browser/use-detail-query';
import { DetailView, type FaqEntry } from './detail-view';
import { OfflineVoucherCopy, prefetchOfflineVouchers } from './lazy-offline-vouchers';
import { RetryAlert } from '@/components/ui/retry-alert';
import { VoucherActions } from './voucher-actions';

type Props = {
  input: { brand: string; id: string };
  initial?: CallData<'voucher-details'>;
  faq: FaqEntry[];
  /** The member's country's, for when a voucher was used (docs/product.md §9). */
  timeZone: string;
};

/** docs/product.md §2 voucher details; offline, the activated copy saved on this device. */
export function VoucherDetail({ input, initial, faq, timeZone }: Props) {
  const t = useTranslations('Voucher');
  const tr = useTranslations('Rewards');
  const query = useDetailQuery('voucher-details', input, initial);
  useEffect(prefetchOfflineVouchers, []);

  if (query.data) {
    return (
      <DetailView reward={query.data.voucher} faq={faq}>
        <VoucherActions voucher={query.data.voucher} input={input} timeZone={timeZone} />
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
  const retry = (
    <RetryAlert
      message={query.error.status === 404 ? t('notFound') : tr('vouchersError')}
      onRetry={() => query.refetch()}
    />
  );
  return query.error.kind === 'network' ? (
    <OfflineVoucherCopy id={input.id} fallback={retry} />
  ) : (
    retry
  );
}
