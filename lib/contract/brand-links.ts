import type { BrandCode, CountryCode } from '@/lib/contract/common';

// The one home of the brand addresses the app links to (docs/product.md §7 Other outputs: deep-link schemes
// per brand and country open the brand apps; brand web shops are chosen per brand, country and
// environment, and production is used). A link is only ever one of these, never an upstream
// string taken as is (docs/quality.md §2 item 14).

/** The URL scheme each brand's app registers; a configured deep link with any other is dropped. */
export const BRAND_APP_SCHEMES: Record<BrandCode, string> = {
  AMRX: 'amrx',
  KFC: 'kfcarabia',
  PHD: 'pizzahutme',
  HRD: 'hardeesme',
  TGIF: 'tgifme',
  Peet: 'peetsme',
};

/**
 * Production web shops. TGI Fridays and Peet's Coffee take no online orders in the programme's
 * countries and AMRX is this app, so they have none: their cards offer the app only.
 */
export const BRAND_WEB_SHOPS: Partial<Record<BrandCode, Record<CountryCode, string>>> = {
  KFC: { UAE: 'https://uae.kfc.me/', KSA: 'https://saudi.kfc.me/' },
  PHD: { UAE: 'https://uae.pizzahut.me/', KSA: 'https://saudi.pizzahut.me/' },
  HRD: { UAE: 'https://uae.hardees.me/', KSA: 'https://saudi.hardees.me/' },
};

/**
 * The brand app's deep link for a country, from the server config's deeplinkUrl (docs/product.md §3), when
 * it uses the brand's own scheme; anything else (https:, javascript:, another brand's scheme) is
 * not followed.
 */
export function brandAppLink(
  deeplinks: Partial<Record<string, Partial<Record<string, string>>>>,
  brand: BrandCode,
  country: CountryCode,
): string | null {
  // AMRX is this app: a link to it from inside it opens nothing.
  if (brand === 'AMRX') return null;
  const link = deeplinks[brand]?.[country];
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  return url.protocol === `${BRAND_APP_SCHEMES[brand]}:` ? url.href : null;
}

/** The brand's production web shop for a country, or null when it has none there. */
export function brandWebShop(brand: BrandCode, country: CountryCode): string | null {
  return BRAND_WEB_SHOPS[brand]?.[country] ?? null;
}
