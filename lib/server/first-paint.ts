import 'server-only';
import { cache } from 'react';
import { getLocale } from 'next-intl/server';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { callFromServer, type ServerCallResult } from '@/lib/bff/server-call';
import {
  CALLS,
  type BrowserRequest,
  type CallData,
  type CallName,
  type CallRequest,
} from '@/lib/contract/calls';
import { callQuery } from '@/lib/api/api-key';
import { makeQueryClient } from '@/lib/api/query-client';
import { DEFAULT_TIME_ZONE, formattedDateAndTime, type FormattedDates } from '@/lib/i18n/format';
import { historyQuery, type HistoryView } from '@/lib/history/rows';
import type { Locale } from '@/lib/i18n/locale';
import {
  inLanguage,
  rewardPagesQuery,
  toPage,
  type ListCall,
  type ListPageInput,
} from '@/lib/rewards/reward-pages';
import { cataloguePage } from '@/lib/rewards/catalogue';
import { readAsMember } from '@/lib/session/member';

/**
 * A read whose answer a page shows in its first paint, as the browser's query of it: a call
 * (lib/api/api-key.ts callQuery), the first page of a brand's rewards or vouchers, unfiltered and
 * in the page's language (lib/rewards/reward-pages.ts rewardPagesQuery, inLanguage), or the first
 * page of a history tab (lib/history/rows.ts historyQuery).
 */
export type FirstPaintRead =
  | { [N in CallName]: { name: N; input?: BrowserRequest<N> & CallRequest<N> } }[CallName]
  | { list: ListCall; brand: string }
  | { history: HistoryView };

/** A page's first-paint readings as TanStack Query's dehydrated state, and the dates in them. */
export type FirstPaint = { state: DehydratedState; dates: FormattedDates };

/**
 * One call per request for each call and input: a hard-loaded modal and the page behind it both
 * start from the member's balances (components/modal/modal-page.tsx), read once.
 */
const callOnce = cache((name: CallName, input: string) =>
  callFromServer(name, JSON.parse(input) as Parameters<typeof callFromServer>[1]),
);

/**
 * The member's balances as this request's first paint reads them: with the member's phone as
 * lib/session/member.ts readAsMember gives it, these two fields in this order
 * (components/providers/member-first-paint.tsx), so the read begun beside the session check is
 * this one. A part inside that page which needs them too, the points widget's worth of each brand
 * (lib/points/widget-brands.ts), costs no call of its own. Null when they cannot be read.
 */
export async function balancesInFirstPaint(member: { cCode: string; phnNo: string }) {
  const input = { cCode: member.cCode, phnNo: member.phnNo };
  const result = (await callOnce(
    'loyalty-brands',
    JSON.stringify(input),
  )) as ServerCallResult<'loyalty-brands'>;
  return result.ok ? result.data : null;
}

async function firstListPage(
  list: ListCall,
  input: ListPageInput,
): Promise<{ ok: true; data: CallData<ListCall> } | { ok: false }> {
  if (list === 'reward-list') {
    const data = await cataloguePage(input);
    return data ? { ok: true as const, data } : { ok: false as const };
  }
  return callFromServer(list, input);
}

/** What a page with its data in the first paint reads, beside the reads every member page makes. */
export type FirstPaintAsk = {
  reads?: readonly FirstPaintRead[];
  /** A time zone the page shows dates in besides the programme's (DEFAULT_TIME_ZONE). */
  timeZone?: string;
};

/**
 * A page's first-paint readings (components/providers/member-first-paint.tsx): a signed-in
 * member's balances and the page's reads, begun beside the session check (readAsMember), or a
 * guest's public reads; null when there is nothing to read. Once per request for each ask, so a
 * page starts it before anything it awaits (startFirstPaint) and its MemberFirstPaint waits for
 * that same reading.
 */
const firstPaintOf = cache(async (ask: string): Promise<FirstPaint | null> => {
  const { reads = [], timeZone = DEFAULT_TIME_ZONE } = JSON.parse(ask) as FirstPaintAsk;
  const locale = (await getLocale()) as Locale;
  const zones = [DEFAULT_TIME_ZONE, timeZone];
  const asMember = await readAsMember((member) =>
    readForFirstPaint([{ name: 'loyalty-brands', input: member }, ...reads], locale, zones),
  );
  if (asMember) return asMember.value;
  const publicReads = reads.filter(isPublicRead);
  return publicReads.length ? readForFirstPaint(publicReads, locale, zones) : null;
});

const askKey = ({ reads = [], timeZone }: FirstPaintAsk) => JSON.stringify({ reads, timeZone });

/** The readings for a page's MemberFirstPaint with this ask. */
export const firstPaintFor = (ask: FirstPaintAsk) => firstPaintOf(askKey(ask));

/**
 * Starts a page's first-paint readings before the page awaits anything else, the session check
 * of its route guard included (components/layout/route-page.tsx), so its data waits one round
 * trip to the service, not two. Its MemberFirstPaint, given the same ask, takes this reading.
 */
export function startFirstPaint(ask: FirstPaintAsk = {}): void {
  // Marked handled: a render that stops first (a redirect) leaves no stray rejection.
  firstPaintFor(ask).catch(() => undefined);
}

/** A read a guest may make: a call, or a list, that needs no member (lib/contract/calls.ts). */
const isPublicRead = (read: FirstPaintRead) =>
  'list' in read
    ? CALLS[read.list].auth === 'public'
    : 'name' in read && CALLS[read.name].auth === 'public';

/** A read that failed: its query fails, and a failed query is not dehydrated. */
class NotRead extends Error {}
const dataOf = <T>(result: { ok: true; data: T } | { ok: false }): T => {
  if (!result.ok) throw new NotRead('not read for the first paint');
  return result.data;
};

/**
 * Reads on the server what a page shows first, through the browser's own queries of it (their
 * keys and paging; only how each is read differs), into a query client for this first paint,
 * dehydrated for the browser's query cache to start from (components/providers/member-first-paint.tsx).
 * A page then paints with its data and its client components render the same on both sides; the
 * browser reads again only once that data is stale (lib/api/query-client.ts). A read that fails is
 * left out, so the browser makes it and shows its error as it would have. The date-times in the
 * readings come formatted in each of the page's time zones, so the browser's first render builds
 * no Intl format (lib/i18n/format.ts).
 */
export async function readForFirstPaint(
  reads: readonly FirstPaintRead[],
  locale: Locale,
  timeZones: readonly string[],
): Promise<FirstPaint> {
  // A client for this first paint only: it holds the readings just long enough to dehydrate them.
  const client = makeQueryClient();
  // Stamped when asked, not when answered: a reading must not count as newer than a change the
  // browser saw committed while it was on its way.
  const askedAt = Date.now();
  await Promise.all(reads.map((read) => readInto(client, read, locale)));
  for (const query of client.getQueryCache().getAll())
    if (query.state.status === 'success') query.setState({ dataUpdatedAt: askedAt });
  const state = dehydrate(client);
  return {
    state,
    dates: formattedDatesIn(
      state.queries.map((query) => query.state.data),
      locale,
      timeZones,
    ),
  };
}

async function readInto(client: QueryClient, read: FirstPaintRead, locale: Locale) {
  try {
    if ('list' in read)
      await client.fetchInfiniteQuery(
        rewardPagesQuery(read.list, read.brand, 'all', locale, async (input) =>
          inLanguage(toPage(dataOf(await firstListPage(read.list, input))), locale),
        ),
      );
    else if ('history' in read)
      await client.fetchInfiniteQuery(
        // Its reasons come in the language asked for, which the key carries.
        historyQuery(read.history, locale, async (input) =>
          dataOf(await callFromServer('reward-history', input, locale)),
        ),
      );
    else
      await client.fetchQuery(
        callQuery(read.name, read.input, async () =>
          dataOf(await callOnce(read.name, JSON.stringify(read.input ?? {}))),
        ),
      );
  } catch (error) {
    // What Next throws to render dynamically, redirect or answer not found goes on up, as it
    // would from a page's own call (lib/bff/server-call.ts).
    if (!(error instanceof NotRead)) throw error;
  }
}

// What a date-time in a reading looks like (IsoDateTimeSchema: ISO 8601 with a time and an
// offset); a string of that shape that is no real instant is left alone.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Every date-time anywhere in `value` as a date and as a time in each time zone, by dateKey. */
export function formattedDatesIn(
  value: unknown,
  locale: Locale,
  timeZones: readonly string[] = [DEFAULT_TIME_ZONE],
): FormattedDates {
  const found = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      if (ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))) found.add(v);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(value);
  const zones = [...new Set(timeZones)];
  return Object.fromEntries(
    [...found].flatMap((date) => zones.flatMap((zone) => formattedDateAndTime(date, locale, zone))),
  );
}
