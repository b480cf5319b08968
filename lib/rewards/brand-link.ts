// SPEC §7: deep-link schemes per brand and country open the brand apps; brand web shop addresses
// are chosen per brand, country and environment, and production is used. SPEC §4 "taking you to
// the brand" leads there after a voucher is redeemed.

const WEB_SHOPS: Record<string, Record<string, string>> = {
  KFC: { UAE: 'https://www.kfc.ae', KSA: 'https://www.kfc.com.sa' },
  PHD: { UAE: 'https://www.pizzahut.ae', KSA: 'https://www.pizzahut.com.sa' },
  HRD: { UAE: 'https://www.hardees.ae', KSA: 'https://www.hardees.com.sa' },
  TGIF: { UAE: 'https://www.tgifridays.ae', KSA: 'https://www.tgifridays.com.sa' },
  Peet: { UAE: 'https://www.peets.ae', KSA: 'https://www.peets.com.sa' },
};

/** The programme's own brand has no shop of its own: its vouchers are spent at the partners. */
const PROGRAMME_BRANDS_PATH = '/brands';

export type BrandDestination = { href: string; external: boolean };

/**
 * The brand's app when this visit came from that brand's app (SPEC §4 brand-return visit,
 * remembered as `fromApp`), else its web shop for the member's country.
 */
export function brandDestination(
  brand: string,
  country: string,
  deeplinks: Record<string, Record<string, string>>,
  fromApp: string | null,
): BrandDestination {
  if (fromApp && fromApp.toUpperCase() === brand.toUpperCase()) {
    const app = deeplinks[brand]?.[country];
    if (app) return { href: app, external: true };
  }
  const shop = WEB_SHOPS[brand]?.[country] ?? WEB_SHOPS[brand]?.UAE;
  return shop ? { href: shop, external: true } : { href: PROGRAMME_BRANDS_PATH, external: false };
}
