'use client';

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';

/** One reading the server made for a page: the query key, its data, and when it was read. */
export type SeedEntry = { key: QueryKey; data: unknown; updatedAt: number };

/**
 * Puts the server's readings into the query cache before the page's readers render, so they
 * render in the browser as they did on the server. What React Query's HydrationBoundary does for
 * plain successful data, without its dehydration machinery in every member page's JavaScript
 * (issue 10's budget). A reading the cache lacks goes in at once; one that is newer than what the
 * cache holds goes in after rendering, as changing a held query while rendering would update
 * other components mid-render.
 */
export function QuerySeed({ entries, children }: { entries: readonly SeedEntry[]; children: ReactNode }) {
  const client = useQueryClient();
  const newer = useMemo(() => {
    const later: SeedEntry[] = [];
    for (const entry of entries) {
      const held = client.getQueryState(entry.key);
      if (held?.data === undefined) client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
      else if (held.dataUpdatedAt < entry.updatedAt) later.push(entry);
    }
    return later;
  }, [client, entries]);
  useEffect(() => {
    for (const entry of newer) client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
  }, [client, newer]);
  return children;
}
