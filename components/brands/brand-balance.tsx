'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { track } from '@/lib/observability/analytics';
import { useApiQuery } from '@/lib/api/use-api';
import { entryFor } from '@/lib/brands/brand-membership';
import type { Member } from '@/lib/brands/brand-cards';
import { RetryAlert } from '@/components/ui/retry-alert';
import { JoinBrand } from './join-brand';

// The member's balances, read once per page from loyalty-brands and shared by every brand on it
// (one React Query key). Guests never reach these components (docs/product.md §4 Home loading).

const useBalances = (member: Member) => useApiQuery('loyalty-brands', member);

type BrandRef = { code: string; shortname: string; name: string };

/** A brand's balance and membership, or a placeholder while the balances load. */
type BalanceProps = {
  member: Member;
  brand: BrandRef;
  detailed?: boolean;
  joinHint?: string;
  /** Offer a non-member to join here (the brand's detail), with its bonus. */
  join?: { name: string; joiningBonusPts: number };
};

export function BrandBalance({ member, brand, detailed = false, joinHint, join }: BalanceProps) {
  const t = useTranslations('Brands');
  const query = useBalances(member);
  if (query.isPending)
    return (
      <span aria-hidden="true" className="block h-10 w-32 animate-pulse rounded-xl bg-surface" />
    );
  if (!query.data) return null;
  const entry = entryFor(query.data.brands, brand);
  const isMember = entry?.isLoyaltyMember ?? false;
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        {/* The message pluralises the balance; only the number runs left to right, the words keep
            the page's order (Arabic: 50 نقطة). */}
        <span className="text-lg font-semibold">
          {t.rich('pointsBalance', {
            points: entry?.pointBalance ?? 0,
            n: (chunks) => <span dir="ltr">{chunks}</span>,
          })}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${isMember ? 'bg-success/15 text-success-ink' : 'bg-surface text-muted'}`}
        >
          {isMember ? t('member') : t('notMember')}
        </span>
      </p>
      {detailed && entry && isMember ? (
        <p className="text-sm text-muted">
          {t('earnedToday', { earned: entry.totalDailyEarnPoint, limit: entry.dailyEarningLimit })}
        </p>
      ) : null}
      {detailed && entry && isMember && entry.pendingPoints > 0 ? (
        <p className="text-sm text-muted">{t('pending', { points: entry.pendingPoints })}</p>
      ) : null}
      {/* docs/product.md §4 Per-brand membership: a non-member is offered enrolment. */}
      {!isMember && join ? (
        <JoinBrand
          member={{ ...member, name: join.name }}
          brand={{ code: brand.code, name: brand.name, joiningBonusPts: join.joiningBonusPts }}
        />
      ) : !isMember && joinHint ? (
        <p className="text-sm">{joinHint}</p>
      ) : null}
    </div>
  );
}

/**
 * Once per page: says the balances are loading or could not be read, with a retry (docs/product.md §8: a
 * failed loyalty-brand fetch logs balance_not_fetched with 'Balance not fetched').
 */
export function BalancesStatus({ member }: { member: Member }) {
  const t = useTranslations('Brands');
  const query = useBalances(member);
  useEffect(() => {
    if (query.isError)
      track({
        event: 'view',
        event_action: 'balance_not_fetched',
        alert_message: 'Balance not fetched',
      });
  }, [query.isError]);
  if (query.isPending) {
    return (
      <p role="status" className="sr-only">
        {t('balancesLoading')}
      </p>
    );
  }
  if (!query.isError) return null;
  return (
    <RetryAlert className="mt-4" message={t('balanceNotFetched')} onRetry={() => query.refetch()} />
  );
}
