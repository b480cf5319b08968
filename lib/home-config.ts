import 'server-only';
import { cache } from 'react';
import type { HomeConfig } from '@/lib/contract/content';
import { callFromServer } from '@/lib/bff/server-call';

// SPEC §3 Home config, for the programme's own brand; changes rarely, so kept for a minute.
const FRESH_MS = 60_000;
let remembered: { config: HomeConfig; until: number } | undefined;

export const getHomeConfig = cache(async (): Promise<HomeConfig | null> => {
  if (remembered && remembered.until > Date.now()) return remembered.config;
  const result = await callFromServer('home-config');
  if (!result.ok) return remembered?.config ?? null;
  remembered = { config: result.data, until: Date.now() + FRESH_MS };
  return result.data;
});
