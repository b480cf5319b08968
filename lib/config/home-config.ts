import 'server-only';
import { cache } from 'react';
import type { HomeConfig } from '@/lib/contract/content';
import { callFromServer } from '@/lib/bff/server-call';
import { rememberFor } from '@/lib/config/remember';

// docs/product.md §3 Home config, for the programme's own brand; changes rarely, so kept for a minute.
const loadHomeConfig = rememberFor<HomeConfig>(60_000, async () => {
  const result = await callFromServer('home-config');
  return result.ok ? result.data : null;
});

export const getHomeConfig = cache(loadHomeConfig);
