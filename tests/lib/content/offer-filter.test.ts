import { offerCard, visibleOffers, type Offer } from '@/lib/content/offer-filter';

const offer = (
  id: string,
  brandName: Offer['brandName'],
  offerType: Offer['offerType'],
): Offer => ({
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

const offers = [
  offer('kfc-l', 'KFC', 'loyalty'),
  offer('kfc-n', 'KFC', 'non-loyalty'),
  offer('phd-l', 'PHD', 'loyalty'),
  offer('phd-n', 'PHD', 'non-loyalty'),
];

describe('home offer filtering (docs/product.md §6)', () => {
  it('shows guests every offer', () => {
    expect(visibleOffers(offers, null).map((o) => o.id)).toEqual([
      'kfc-l',
      'kfc-n',
      'phd-l',
      'phd-n',
    ]);
  });
  it('shows members loyalty offers of joined brands and join offers of the others', () => {
    expect(visibleOffers(offers, { KFC: true, PHD: false }).map((o) => o.id)).toEqual([
      'kfc-l',
      'phd-n',
    ]);
    expect(visibleOffers(offers, {}).map((o) => o.id)).toEqual(['kfc-n', 'phd-n']);
  });
});

describe('home offer cards', () => {
  const bucket: Offer = {
    id: 'kfc-bucket',
    brandName: 'KFC',
    offerType: 'loyalty',
    channel: 'online',
    image: '/brands/kfc.webp',
    titleEn: '20% off any bucket',
    titleAr: 'خصم 20% على أي باكيت',
    descriptionEn: 'Members save 20% on buckets.',
    descriptionAr: 'يوفّر الأعضاء 20% على الباكيت.',
  };

  it("carries the card's fields with its words in the page's language only", () => {
    const common = {
      id: 'kfc-bucket',
      brandName: 'KFC',
      offerType: 'loyalty',
      image: '/brands/kfc.webp',
    };
    expect(offerCard(bucket, 'ar')).toEqual({
      ...common,
      title: 'خصم 20% على أي باكيت',
      description: 'يوفّر الأعضاء 20% على الباكيت.',
    });
    expect(offerCard(bucket, 'en')).toEqual({
      ...common,
      title: '20% off any bucket',
      description: 'Members save 20% on buckets.',
    });
  });

  it('filters cards as it filters offers', () => {
    const cards = offers.map((o) => offerCard(o, 'en'));
    expect(visibleOffers(cards, { KFC: true, PHD: false }).map((o) => o.id)).toEqual([
      'kfc-l',
      'phd-n',
    ]);
  });
});
