import { visibleOffers, type Offer } from '@/lib/offer-filter';

const offer = (id: string, brandName: Offer['brandName'], offerType: Offer['offerType']): Offer => ({
  id,
  brandName,
  offerType,
  channel: 'online',
  image: '/brands/kfc.webp',
  titleEn: id,
  titleAr: id,
  descriptionEn: '',
  descriptionAr: '',
});

const offers = [offer('kfc-l', 'KFC', 'loyalty'), offer('kfc-n', 'KFC', 'non-loyalty'), offer('phd-l', 'PHD', 'loyalty'), offer('phd-n', 'PHD', 'non-loyalty')];

describe('home offer filtering (SPEC §6)', () => {
  it('shows guests every offer', () => {
    expect(visibleOffers(offers, null).map((o) => o.id)).toEqual(['kfc-l', 'kfc-n', 'phd-l', 'phd-n']);
  });
  it('shows members loyalty offers of joined brands and join offers of the others', () => {
    expect(visibleOffers(offers, { KFC: true, PHD: false }).map((o) => o.id)).toEqual(['kfc-l', 'phd-n']);
    expect(visibleOffers(offers, {}).map((o) => o.id)).toEqual(['kfc-n', 'phd-n']);
  });
});
