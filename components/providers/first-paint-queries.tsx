'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * Puts each reading of a first paint in the query cache unless the cache holds it as new or newer
 * (a transfer the member saw committed since). `onlyAbsent`: only those the cache does not hold.
 */
function seed(client: QueryClient, { queries }: DehydratedState, onlyAbsent: boolean) {
  for (const { queryKey, state } of queries) {
    if (state.status !== 'success') continue;
    const held = client.getQueryState(queryKey);
    if (held && (onlyAbsent || held.dataUpdatedAt >= state.dataUpdatedAt)) continue;
    client.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
}

/**
 * A page's first-paint readings (lib/server/first-paint.ts) into the browser's query cache, as
 * TanStack Query's HydrationBoundary puts them, in a few lines rather than its hydration module:
 * the readings are successful answers only, so there are no pending queries or promises to carry.
 */
export function FirstPaintQueries({
  state,
  children,
}: {
  state: DehydratedState;
  children: ReactNode;
}) {
  const client = useQueryClient();
  // The readings the cache does not hold go in before the readers inside render: the first paint
  // shows them, on the server and in the browser alike, and nothing asks for them again.
  useState(() => seed(client, state, true));
  // Those it holds older (left by an earlier page), and the readings of a refresh, after the
  // render: updating a query re-renders its readers, which must not happen during a render.
  useEffect(() => seed(client, state, false), [client, state]);
  return children;
}
