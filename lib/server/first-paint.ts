import 'server-only';
import { cache } from 'react';
import { callFromServer, type ServerCallResult } from '@/lib/bff/server-call';
import type { BrowserRequest, CallName, CallRequest } from '@/lib/contract/calls';
import { DEFAULT_TIME_ZONE, formattedDateAndTime, type FormattedDate } from '@/lib/i18n/format';
import { historyInput, historyKey, type HistoryView } from '@/lib/history/rows';
import type { Locale } from '@/lib/i18n/locale';
import { inLanguage, listInput, pagesKey, toPage, type ListCall } from '@/lib/rewards/reward-pages';
import type { QueryKey } from '@tanstack/react-query';
import { apiKey } from '@/lib/api/api-key';
import { cataloguePage } from '@/lib/rewards/catalogue';

/**
 * A read whose answer a page shows in its first paint, under the key the browser would use: a
 * call, the first page of a brand's rewards or vouchers, unfiltered and in the page's language
 * (lib/rewards/reward-pages.ts inLanguage), or the first page of a history tab (lib/history/rows.ts).
 */
export type FirstPaintRead =
  | { [N in CallName]: { name: N; input?: BrowserRequest<N> & CallRequest<N> } }[CallName]
  | { list: ListCall; brand: string }
  | { history: HistoryView };

/** One reading for a page's first paint: the query key, its data, and when it was read. */
export type FirstPaintEntry = { key: QueryKey; data: unknown; updatedAt: number };

/** A page's first-paint readings, and the dates in them as the page's language shows them. */
export type FirstPaint = { entries: FirstPaintEntry[]; dates: FormattedDate[] };

/**
 * One call per request for each call and input: a hard-loaded modal and the page behind it both
 * start from the member's balances (components/modal/modal-page.tsx), read once.
 */
const callOnce = cache((name: CallName, input: string) =>
  callFromServer(name, JSON.parse(input) as Parameters<typeof callFromServer>[1]),
);

/**
 * The member's balances as this request's first paint reads them: with the member as
 * lib/brands/brand-cards.ts currentMember gives it, these two fields in this order
 * (components/providers/member-first-paint.tsx). A part inside that page which needs them too, the
 * points widget's worth of each brand (lib/points/widget-brands.ts), costs no call of its own.
 * Null when they cannot be read.
 */
export async function balancesInFirstPaint(member: { cCode: string; phnNo: string }) {
  const input = { cCode: member.cCode, phnNo: member.phnNo };
  const result = (await callOnce(
    'loyalty-brands',
    JSON.stringify(input),
  )) as ServerCallResult<'loyalty-brands'>;
  return result.ok ? result.data : null;
}

async function firstListPage(list: ListCall, input: CallRequest<ListCall>) {
  if (list === 'reward-list') {
    const data = await cataloguePage(input as CallRequest<'reward-list'>);
    return data ? { ok: true as const, data } : { ok: false as const };
  }
  return callFromServer(list, input);
}

/**
 * Reads on the server what a page shows first, as entries for the browser's query cache to start
 * from (components/providers/member-first-paint.tsx). A page then paints with its data and its client
 * components render the same on both sides; the browser reads again only once that data is stale
 * (lib/api/query-client.ts). A read that fails is left out, so the browser makes it and shows its
 * error as it would have. The date-times in the readings come formatted in each of the page's
 * time zones, so the browser's first render builds no Intl format (lib/i18n/format.ts).
 */
export async function readForFirstPaint(
  reads: readonly FirstPaintRead[],
  locale: Locale,
  timeZones: readonly string[],
): Promise<FirstPaint> {
  const entries = await Promise.all(
    reads.map(async (read): Promise<FirstPaintEntry | null> => {
      // Stamped when asked, not when answered: a reading must not count as newer than a change
      // the browser saw committed while it was on its way.
      const updatedAt = Date.now();
      if ('list' in read) {
        const input = listInput(read.brand, 'all');
        const result = await firstListPage(read.list, { ...input, page: 1 });
        if (!result.ok) return null;
        return {
          key: pagesKey(read.list, input, locale),
          data: { pages: [inLanguage(toPage(result.data), locale)], pageParams: [1] },
          updatedAt,
        };
      }
      if ('history' in read) {
        // Its reasons come in the language asked for, which the key carries.
        const result = await callFromServer(
          'reward-history',
          historyInput(read.history, 1),
          locale,
        );
        return result.ok
          ? {
              key: historyKey(read.history, locale),
              data: { pages: [result.data], pageParams: [1] },
              updatedAt,
            }
          : null;
      }
      const result = await callOnce(read.name, JSON.stringify(read.input ?? {}));
      return result.ok
        ? { key: apiKey(read.name, read.input), data: result.data, updatedAt }
        : null;
    }),
  );
  const read = entries.filter((entry) => entry !== null);
  return {
    entries: read,
    dates: formattedDatesIn(
      read.map((entry) => entry.data),
      locale,
      timeZones,
    ),
  };
}

// What a date-time in a reading looks like (IsoDateTimeSchema: ISO 8601 with a time and an
// offset); a string of that shape that is no real instant is left alone.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Every date-time anywhere in `value`, once each, as a date and as a time in each time zone. */
export function formattedDatesIn(
  value: unknown,
  locale: Locale,
  timeZones: readonly string[] = [DEFAULT_TIME_ZONE],
): FormattedDate[] {
  const found = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      if (ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))) found.add(v);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(value);
  const zones = [...new Set(timeZones)];
  return [...found].flatMap((date) =>
    zones.flatMap((zone) => formattedDateAndTime(date, locale, zone)),
  );
}
