import { isBrandCode, isCountryCode } from '@/lib/contract/codes';
import { brandAppLink, brandWebShop } from '@/lib/contract/brand-links';
import { routePath } from '@/lib/navigation/route-paths';

// docs/product.md §4 "taking you to the brand", after a voucher is activated: the brand's app or its web
// shop for the member's country. The addresses live in lib/contract/brand-links.ts.

/** Where a brand without a shop or app link sends the member: the partner brands. */
const PROGRAMME_BRANDS_PATH = routePath('brands');

/**
 * `app`: the href is a brand app's link, opened in this tab, with `fallback` (the web shop or the
 * brands page) where the app is absent (lib/brands/open-app.ts).
 */
export type BrandDestination =
  | { href: string; external: boolean; app?: undefined }
  | { href: string; external: true; app: true; fallback: string };

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
  const shop = brandWebShop(brand, country);
  if (app && fromApp?.toUpperCase() === brand.toUpperCase())
    return { href: app, external: true, app: true, fallback: shop ?? PROGRAMME_BRANDS_PATH };
  if (shop) return { href: shop, external: true };
  return app
    ? { href: app, external: true, app: true, fallback: PROGRAMME_BRANDS_PATH }
    : { href: PROGRAMME_BRANDS_PATH, external: false };
}
