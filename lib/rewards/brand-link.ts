import { isBrandCode, isCountryCode } from '@/lib/contract/codes';
import { brandAppLink, brandWebShop } from '@/lib/contract/brand-links';

// docs/product.md §4 "taking you to the brand", after a voucher is activated: the brand's app or its web
// shop for the member's country. The addresses live in lib/contract/brand-links.ts.

/** Where a brand without a shop or app link sends the member: the partner brands. */
const PROGRAMME_BRANDS_PATH = '/brands';

export type BrandDestination = { href: string; external: boolean };

/**
 * The brand's app when this visit came from that brand's app (docs/product.md §4 brand-return visit,
 * remembered as `fromApp`), else its web shop for the member's country, else its app.
 */
export function brandDestination(
  brand: string,
  country: string,
  deeplinks: Record<string, Record<string, string>>,
  fromApp: string | null,
): BrandDestination {
  if (!isBrandCode(brand) || !isCountryCode(country))
    return { href: PROGRAMME_BRANDS_PATH, external: false };
  const app = brandAppLink(deeplinks, brand, country);
  if (app && fromApp?.toUpperCase() === brand.toUpperCase()) return { href: app, external: true };
  const shop = brandWebShop(brand, country);
  if (shop) return { href: shop, external: true };
  return app ? { href: app, external: true } : { href: PROGRAMME_BRANDS_PATH, external: false };
}
