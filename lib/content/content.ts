import 'server-only';
import type { z } from 'zod';
import { callFromServer } from '@/lib/bff/server-call';
import type { CONTENT_TYPES, ContentDataSchema } from '@/lib/contract/content';
import type { Locale } from '@/lib/i18n/locale';
import { rememberFor } from '@/lib/config/remember';

export type ContentType = (typeof CONTENT_TYPES)[number];
export type Content = z.infer<typeof ContentDataSchema>;

// Legal texts and the FAQ (docs/product.md §7 content) change rarely: one fetch per page and language serves
// every render for five minutes, and the last good text outlives a failed refresh.
const loaders = new Map<string, () => Promise<Content | null>>();

export function getContent(type: ContentType, locale: Locale): Promise<Content | null> {
  const key = `${type}:${locale}`;
  let load = loaders.get(key);
  if (!load) {
    load = rememberFor<Content>(5 * 60_000, async () => {
      const result = await callFromServer('content', { type }, locale);
      return result.ok ? result.data : null;
    });
    loaders.set(key, load);
  }
  return load();
}
