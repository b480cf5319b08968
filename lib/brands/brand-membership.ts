/**
 * A member's entry for one brand, in a reply keyed by brand (loyalty-brands, remaining-limit).
 * docs/product.md §3 keys entries by short name, our service by brand code, and docs/product.md §5 matches brands by
 * name case-insensitively: the short name is tried first, then the code, both ignoring case.
 * The one lookup every screen uses (points widget, brands, exchange).
 */
export function entryFor<T>(
  balances: Record<string, T>,
  brand: { code: string; shortname?: string },
): T | null {
  const keys = Object.keys(balances);
  for (const name of [brand.shortname, brand.code]) {
    if (!name) continue;
    const key = keys.find((k) => k.toLowerCase() === name.toLowerCase());
    if (key !== undefined) return balances[key]!;
  }
  return null;
}
