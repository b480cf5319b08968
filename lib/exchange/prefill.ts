import { z } from 'zod';
import { BrandCodeSchema, type BrandCode } from '@/lib/contract/common';

// The rewards screen links here with ?source=<BRANDCODE>&target=<BRANDCODE>&points=<n> when a
// member lacks points for a reward (SPEC §2 Transfer-points popup). A value that does not parse is
// ignored on its own, so one bad parameter does not lose the others.

export type Prefill = { source?: BrandCode; target?: BrandCode; points?: number };

const brand = (value: string | null): BrandCode | undefined => {
  if (!value) return undefined;
  // Brand apps write codes in any case (kfc, Kfc); the contract's codes are fixed (Peet).
  const match = BrandCodeSchema.options.find((code) => code.toLowerCase() === value.trim().toLowerCase());
  return match;
};

const pointsSchema = z.coerce.number().int().positive().max(10_000_000);

export function parsePrefill(params: { get(name: string): string | null }): Prefill {
  const points = pointsSchema.safeParse(params.get('points')?.trim() || undefined);
  return {
    source: brand(params.get('source')),
    target: brand(params.get('target')),
    points: points.success ? points.data : undefined,
  };
}
