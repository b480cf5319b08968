import type { HomeConfig } from '@/lib/contract/content';

export type Offer = HomeConfig['amrHomeWidgetsData']['offerWidget'][number];

/**
 * SPEC §6 home offers: guests see every offer; members see loyalty offers of the brands they have
 * joined and non-loyalty (join) offers of the brands they have not.
 */
export function visibleOffers(offers: Offer[], memberships: Record<string, boolean> | null): Offer[] {
  if (!memberships) return offers;
  return offers.filter((offer) => {
    const joined = memberships[offer.brandName] === true;
    return offer.offerType === 'loyalty' ? joined : !joined;
  });
}
