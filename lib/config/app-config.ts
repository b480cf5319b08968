import 'server-only';
import { cache } from 'react';
import type { AppConfig } from '@/lib/contract/content';
import { callFromServer } from '@/lib/bff/server-call';
import { rememberFor } from '@/lib/config/remember';

// The server config (docs/product.md §3 Config) changes rarely: one fetch serves every render for a minute.
const loadConfig = rememberFor<AppConfig>(60_000, async () => {
  const result = await callFromServer('config');
  return result.ok ? result.data : null;
});

/** The app config, or null when the upstream cannot give it (screens then degrade, not fail). */
export const getAppConfig = cache(loadConfig);
