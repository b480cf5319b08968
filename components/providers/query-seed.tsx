'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { SeedEntry } from '@/lib/api/seed-entry';
import { rememberFormattedDates, type FormattedDate } from '@/lib/format';

const NO_DATES: readonly FormattedDate[] = [];

/**
 * Puts the server's readings into the query cache before the page's readers render, so they
 * render in the browser as they did on the server. What React Query's HydrationBoundary does for
 * plain successful data, without its dehydration machinery in every member page's JavaScript
 * (the JavaScript budget, docs/quality.md §3). A reading goes in at once unless the cache holds newer data or a mounted
 * reader is watching the query: changing a watched query while rendering would update other
 * components mid-render, so a newer reading for it goes in after rendering. The dates in the
 * readings, as the server formatted them, go to lib/format.ts before anything renders them.
 */
export function QuerySeed({
  entries,
  dates = NO_DATES,
  children,
}: {
  entries: readonly SeedEntry[];
  dates?: readonly FormattedDate[];
  children: ReactNode;
}) {
  const client = useQueryClient();
  const watched = useMemo(() => {
    rememberFormattedDates(dates);
    const later: SeedEntry[] = [];
    for (const entry of entries) {
      const held = client.getQueryCache().find({ queryKey: entry.key, exact: true });
      if (held && held.state.dataUpdatedAt >= entry.updatedAt && held.state.data !== undefined)
        continue;
      if (held && held.getObserversCount() > 0) later.push(entry);
      else client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
    }
    return later;
  }, [client, entries, dates]);
  useEffect(() => {
    for (const entry of watched)
      client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
  }, [client, watched]);
  return children;
}
