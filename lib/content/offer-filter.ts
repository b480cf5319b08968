import type { HomeConfig } from '@/lib/contract/content';
import type { Locale } from '@/lib/i18n/locale';
import { bySuffix } from '@/lib/i18n/localized';

export type Offer = HomeConfig['amrHomeWidgetsData']['offerWidget'][number];

/**
 * What a home offer card shows, its words already in the page's language: the server resolves
 * them, so the browser is handed one language's title and description rather than both, and the
 * home page's HTML stays within a new connection's first round trip (lib/i18n/client-messages.tsx).
 */
export type OfferCard = Pick<Offer, 'id' | 'offerType' | 'brandName' | 'image'> & {
  title: string;
  description: string;
};

export function offerCard(offer: Offer, locale: Locale): OfferCard {
  const { id, offerType, brandName, image } = offer;
  return {
    id,
    offerType,
    brandName,
    image,
    title: bySuffix(offer, 'title', locale),
    description: bySuffix(offer, 'description', locale),
  };
}

/**
 * docs/product.md §6 home offers: guests see every offer; members see loyalty offers of the brands they have
 * joined and non-loyalty (join) offers of the brands they have not.
 */
export function visibleOffers<T extends Pick<Offer, 'offerType' | 'brandName'>>(
  offers: T[],
  memberships: Record<string, boolean> | null,
): T[] {
  if (!memberships) return offers;
  return offers.filter((offer) => {
    const joined = memberships[offer.brandName] === true;
    return offer.offerType === 'loyalty' ? joined : !joined;
  });
}
