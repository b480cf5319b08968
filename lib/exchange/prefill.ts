import { BRAND_CODES, type BrandCode } from '@/lib/contract/codes';

// The rewards screen links here with ?source=<BRANDCODE>&target=<BRANDCODE>&points=<n> when a
// member lacks points for a reward (docs/product.md §2 Transfer-points popup). A value that does not parse is
// ignored on its own, so one bad parameter does not lose the others.

export type Prefill = { source?: BrandCode; target?: BrandCode; points?: number };

const brand = (value: string | null): BrandCode | undefined => {
  if (!value) return undefined;
  // Brand apps write codes in any case (kfc, Kfc); the contract's codes are fixed (Peet).
  const match = BRAND_CODES.find((code) => code.toLowerCase() === value.trim().toLowerCase());
  return match;
};

const MAX_POINTS = 10_000_000;

/** A whole, positive number of points written in plain digits; anything else is ignored. */
const points = (value: string | null): number | undefined => {
  const text = value?.trim() ?? '';
  if (!/^[0-9]{1,8}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 && n <= MAX_POINTS ? n : undefined;
};

export function parsePrefill(params: { get(name: string): string | null }): Prefill {
  return {
    source: brand(params.get('source')),
    target: brand(params.get('target')),
    points: points(params.get('points')),
  };
}
