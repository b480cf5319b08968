'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { Reward } from '@/lib/contract/loyalty';
import type { useRewardPages } from '@/lib/rewards/browser/use-reward-pages';
import { CardSkeletons, RewardCard } from './reward-card';
import { RetryAlert } from '@/components/ui/retry-alert';

type Props = {
  id: string;
  title: string;
  kind: 'reward' | 'voucher';
  list: ReturnType<typeof useRewardPages>;
  texts: { loading: string; empty: string; error: string };
  /** Shown instead of the error when the list could not load (the offline copy of vouchers). */
  fallback?: ReactNode;
};

/**
 * A list that loads its next page when its end scrolls into view (IntersectionObserver), with
 * skeletons while loading and the docs/product.md §8 empty and error states.
 */
export function PagedSection({ id, title, kind, list, texts, fallback }: Props) {
  const { query, items } = list;
  const end = useRef<HTMLDivElement>(null);
  const canLoad = query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  const { fetchNextPage } = query;

  useEffect(() => {
    const node = end.current;
    if (!canLoad || !node) return;
    // Observing anew after every page: if the end is still in view, the next page loads too.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad, fetchNextPage]);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">{texts.loading}</span>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <CardSkeletons count={3} />
        </ul>
      </div>
    );
  } else if (query.isError && items.length === 0) {
    body = fallback ?? <RetryAlert message={texts.error} onRetry={() => query.refetch()} />;
  } else if (items.length === 0) {
    body = <p className="text-muted">{texts.empty}</p>;
  } else {
    body = (
      <>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid={`${id}-list`}>
          {items.map((item: Reward) => (
            <li key={item.id}>
              <RewardCard reward={item} kind={kind} />
            </li>
          ))}
          {query.isFetchingNextPage ? <CardSkeletons count={3} /> : null}
        </ul>
        {query.isFetchingNextPage ? (
          <p role="status" className="sr-only">
            {texts.loading}
          </p>
        ) : null}
        {query.isFetchNextPageError ? (
          <RetryAlert
            message={texts.error}
            onRetry={() => query.fetchNextPage()}
            className="mt-3"
          />
        ) : null}
        <div ref={end} aria-hidden="true" className="h-px" data-testid={`${id}-end`} />
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {body}
    </section>
  );
}
