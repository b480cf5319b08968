import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import type { NativeBrandSchema } from '@/lib/contract/content';
import { callFromServer } from '@/lib/bff/server-call';

export type NativeBrand = z.infer<typeof NativeBrandSchema>;

// The partner brands (SPEC §3 Brand) change rarely: one fetch serves every render for a minute.
const FRESH_MS = 60_000;
let remembered: { brands: NativeBrand[]; until: number } | undefined;

export const getNativeBrands = cache(async (): Promise<NativeBrand[]> => {
  if (remembered && remembered.until > Date.now()) return remembered.brands;
  const result = await callFromServer('brands');
  if (!result.ok) return remembered?.brands ?? [];
  const brands = [...result.data.brands].sort((a, b) => a.sortOrder - b.sortOrder);
  remembered = { brands, until: Date.now() + FRESH_MS };
  return brands;
});
