import type { QueryKey } from '@tanstack/react-query';

/** One reading the server made for a page's first paint: the query key, its data, and when it was read. */
export type SeedEntry = { key: QueryKey; data: unknown; updatedAt: number };
