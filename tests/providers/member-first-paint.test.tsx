import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstPaintQueries } from '@/components/providers/first-paint-queries';
import { ServerDates, useServerDates } from '@/components/providers/server-dates';
import { ApiError } from '@/lib/api/api-error';
import { makeQueryClient } from '@/lib/api/query-client';
import { useApiQuery } from '@/lib/api/use-api';
import type { FormattedDates } from '@/lib/i18n/format';
import { formatDate, formattedDateAndTime, formatTime } from '@/lib/i18n/format';
import { readForFirstPaint } from '@/lib/server/first-paint';

// The server's readings for a page's first paint (lib/server/first-paint.ts), dehydrated, reach
// the browser's query cache (components/providers/first-paint-queries.tsx) before its readers render, and a reader
// (the app's own hook, with the app's query defaults) does not fetch what it was handed.

const MEMBER = { cCode: '+971', phnNo: '501234567' };

// The upstream as the server reads it, and the BFF as the browser does.
const upstream = vi.hoisted(() => ({ balances: null as { total: number } | null }));
vi.mock('@/lib/bff/server-call', () => ({
  callFromServer: async () =>
    upstream.balances
      ? { ok: true, status: 200, data: { ...upstream.balances, brands: {} } }
      : { ok: false, status: 502, code: 'upstream_unavailable', message: 'Try again' },
}));
const bff = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('@/lib/api/call-api', () => ({ callApi: bff.callApi }));

/** What the server hands a page when the member's balances read `total`, asked for at `at`. */
async function serverPaint(total: number | null, at = Date.now()) {
  upstream.balances = total === null ? null : { total };
  const now = vi.spyOn(Date, 'now').mockReturnValue(at);
  try {
    return (await readForFirstPaint([{ name: 'loyalty-brands', input: MEMBER }], 'en', [])).state;
  } finally {
    now.mockRestore();
  }
}

function Balances() {
  const query = useApiQuery('loyalty-brands', MEMBER);
  return <p>{query.data ? `total ${query.data.total}` : query.isError ? 'not read' : 'loading'}</p>;
}

const page = (client: QueryClient, state: Awaited<ReturnType<typeof serverPaint>>) => (
  <QueryClientProvider client={client}>
    <FirstPaintQueries state={state}>
      <Balances />
    </FirstPaintQueries>
  </QueryClientProvider>
);

describe('a member page’s first paint', () => {
  beforeEach(() => {
    bff.callApi.mockReset();
  });

  it('renders the reading on the server and in the browser alike, without fetching it again', async () => {
    const state = await serverPaint(450);
    expect(renderToString(page(makeQueryClient(), state))).toContain('total 450');
    render(page(makeQueryClient(), state));
    expect(screen.getByText('total 450')).toBeInTheDocument();
    expect(bff.callApi).not.toHaveBeenCalled();
  });

  it('leaves a newer reading the cache holds, and takes a newer one from the server', async () => {
    const client = makeQueryClient();
    const now = Date.now();
    client.setQueryData(['loyalty-brands', MEMBER], { total: 500, brands: {} }, { updatedAt: now });
    const { rerender } = render(page(client, await serverPaint(450, now - 1000)));
    expect(screen.getByText('total 500')).toBeInTheDocument();
    // Once the page's effects have run too.
    await act(async () => {});
    expect(client.getQueryData<{ total: number }>(['loyalty-brands', MEMBER])?.total).toBe(500);
    const newer = await serverPaint(520, now + 1000);
    await act(async () => rerender(page(client, newer)));
    expect(await screen.findByText('total 520')).toBeInTheDocument();
    expect(bff.callApi).not.toHaveBeenCalled();
  });

  it('takes a newer reading over an older one a previous page left (a navigation back)', async () => {
    const client = makeQueryClient();
    // Read ten seconds ago on another page, and nobody is watching it now.
    const key = ['loyalty-brands', MEMBER];
    client.setQueryData(key, { total: 300, brands: {} }, { updatedAt: Date.now() - 10_000 });
    render(page(client, await serverPaint(450)));
    expect(await screen.findByText('total 450')).toBeInTheDocument();
    expect(bff.callApi).not.toHaveBeenCalled();
  });

  it('leaves a read the server could not make to the browser, which shows its error', async () => {
    bff.callApi.mockRejectedValue(new ApiError('http', 502, 'Try again', 'upstream_unavailable'));
    const state = await serverPaint(null);
    expect(state.queries).toEqual([]);
    render(page(makeQueryClient(), state));
    expect(await screen.findByText('not read')).toBeInTheDocument();
    expect(bff.callApi).toHaveBeenCalledTimes(1);
  });
});

describe('the server’s formatted dates', () => {
  const expiry = '2026-12-01T00:00:00.000Z';
  const [[dateKey], [timeKey]] = formattedDateAndTime(expiry, 'ar');
  // Text the browser's Intl would never produce: what a reader shows can only be the server's.
  const dates: FormattedDates = { [dateKey]: 'server date', [timeKey]: 'server time' };

  function Expiry({ at = expiry }: { at?: string }) {
    const known = useServerDates();
    return (
      <p>
        {formatDate(at, 'ar', undefined, known)} {formatTime(at, 'ar', undefined, known)}
      </p>
    );
  }

  it('are what the browser’s first render shows, instead of formatting them again', () => {
    render(
      <ServerDates dates={dates}>
        <Expiry />
      </ServerDates>,
    );
    expect(screen.getByText('server date server time')).toBeInTheDocument();
  });

  it('hold only inside their page: outside it, a date is formatted as usual', () => {
    render(
      <>
        <ServerDates dates={dates}>
          <Expiry />
        </ServerDates>
        <Expiry />
      </>,
    );
    expect(screen.getAllByText(/server date/)).toHaveLength(1);
    // Another instant, language or time zone is formatted as usual too.
    expect(formatDate('2026-12-02T00:00:00.000Z', 'ar', undefined, dates)).not.toBe('server date');
    expect(formatDate(expiry, 'en', undefined, dates)).toBe('1 Dec 2026');
    expect(formatDate(expiry, 'ar', 'Asia/Riyadh', dates)).not.toBe('server date');
  });

  it('of a page inside another’s first paint add to those around it', () => {
    const later = '2026-12-02T00:00:00.000Z';
    const [[laterDate], [laterTime]] = formattedDateAndTime(later, 'ar');
    render(
      <ServerDates dates={dates}>
        <ServerDates dates={{ [laterDate]: 'inner date', [laterTime]: 'inner time' }}>
          <Expiry />
          <Expiry at={later} />
        </ServerDates>
      </ServerDates>,
    );
    expect(screen.getByText('server date server time')).toBeInTheDocument();
    expect(screen.getByText('inner date inner time')).toBeInTheDocument();
  });
});
