import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { firstPaintState } from '@/components/providers/member-first-paint';
import { ServerDates } from '@/components/providers/server-dates';
import { formatDate, formattedDateAndTime, formatTime } from '@/lib/i18n/format';
import type { FirstPaintEntry } from '@/lib/server/first-paint';

// The server's readings for a page's first paint (lib/server/first-paint.ts) reach the browser's
// query cache through HydrationBoundary before its readers render, and a reader does not fetch
// what it was handed.

const KEY = ['loyalty-brands', { cCode: '+971', phnNo: '501234567' }] as const;

function Reader({ fetcher }: { fetcher: () => Promise<{ total: number }> }) {
  const query = useQuery({ queryKey: KEY, queryFn: fetcher, staleTime: 30_000 });
  return <p>{query.data ? `total ${query.data.total}` : 'loading'}</p>;
}

const page = (
  client: QueryClient,
  entries: FirstPaintEntry[],
  fetcher: () => Promise<{ total: number }>,
) => (
  <QueryClientProvider client={client}>
    <HydrationBoundary state={firstPaintState(entries)}>
      <Reader fetcher={fetcher} />
    </HydrationBoundary>
  </QueryClientProvider>
);

describe('a member page’s first paint', () => {
  it('renders the reading on the server and in the browser alike, without fetching it again', () => {
    const fetcher = vi.fn(async () => ({ total: 1 }));
    const entries = [{ key: KEY, data: { total: 450 }, updatedAt: Date.now() }];
    expect(renderToString(page(new QueryClient(), entries, fetcher))).toContain('total 450');
    render(page(new QueryClient(), entries, fetcher));
    expect(screen.getByText('total 450')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('leaves a newer reading the cache holds, and takes a newer one from the server', async () => {
    const fetcher = vi.fn(async () => ({ total: 1 }));
    const client = new QueryClient();
    const now = Date.now();
    client.setQueryData(KEY, { total: 500 }, { updatedAt: now });
    const { rerender } = render(
      page(client, [{ key: KEY, data: { total: 450 }, updatedAt: now - 1000 }], fetcher),
    );
    expect(screen.getByText('total 500')).toBeInTheDocument();
    await act(async () =>
      rerender(page(client, [{ key: KEY, data: { total: 520 }, updatedAt: now + 1000 }], fetcher)),
    );
    expect(await screen.findByText('total 520')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('takes a newer reading over an older one a previous page left (a navigation back)', async () => {
    const fetcher = vi.fn(async () => ({ total: 1 }));
    const client = new QueryClient();
    // Read ten seconds ago on another page, and nobody is watching it now.
    client.setQueryData(KEY, { total: 300 }, { updatedAt: Date.now() - 10_000 });
    render(page(client, [{ key: KEY, data: { total: 450 }, updatedAt: Date.now() }], fetcher));
    expect(await screen.findByText('total 450')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('the server’s formatted dates', () => {
  it('are what the browser’s first render shows, instead of formatting them again', () => {
    const expiry = '2026-12-01T00:00:00.000Z';
    const [[dateKey], [timeKey]] = formattedDateAndTime(expiry, 'ar');
    // Text the browser's Intl would never produce: what the reader shows can only be the server's.
    const dates = [
      [dateKey, 'server date'],
      [timeKey, 'server time'],
    ] as const;
    const Expiry = () => (
      <p>
        {formatDate(expiry, 'ar')} {formatTime(expiry, 'ar')}
      </p>
    );
    render(
      <ServerDates dates={dates}>
        <Expiry />
      </ServerDates>,
    );
    expect(screen.getByText('server date server time')).toBeInTheDocument();
    // Another instant, language or time zone is formatted as usual.
    expect(formatDate('2026-12-02T00:00:00.000Z', 'ar')).not.toBe('server date');
    expect(formatDate(expiry, 'en')).toBe('1 Dec 2026');
    expect(formatDate(expiry, 'ar', 'Asia/Riyadh')).not.toBe('server date');
  });
});
