import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import type { NativeBrandSchema } from '@/lib/contract/content';
import { callFromServer } from '@/lib/bff/server-call';
import { rememberFor } from '@/lib/config/remember';

export type NativeBrand = z.infer<typeof NativeBrandSchema>;

// The partner brands (docs/product.md §3 Brand) change rarely: one fetch serves every render for a minute.
const loadBrands = rememberFor<NativeBrand[]>(60_000, async () => {
  const result = await callFromServer('brands');
  return result.ok ? [...result.data.brands].sort((a, b) => a.sortOrder - b.sortOrder) : null;
});

export const getNativeBrands = cache(
  async (): Promise<NativeBrand[]> => (await loadBrands()) ?? [],
);
