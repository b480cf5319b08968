import 'server-only';
import { cache } from 'react';
import type { AppConfig } from '@/lib/contract/content';
import { callFromServer } from '@/lib/bff/server-call';

// The server config (SPEC §3 Config) changes rarely: one fetch serves every render for a minute.
const FRESH_MS = 60_000;
let remembered: { config: AppConfig; until: number } | undefined;

/** The app config, or null when the upstream cannot give it (screens then degrade, not fail). */
export const getAppConfig = cache(async (): Promise<AppConfig | null> => {
  if (remembered && remembered.until > Date.now()) return remembered.config;
  const result = await callFromServer('config');
  if (!result.ok) return remembered?.config ?? null;
  remembered = { config: result.data, until: Date.now() + FRESH_MS };
  return result.data;
});
