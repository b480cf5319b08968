import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  citiesOf,
  filterStores,
  formatDistance,
  haversineKm,
  directionsLinks,
  platformOf,
  orderStores,
  telLink,
  type Store,
} from '@/lib/stores/store-list';

const store = (
  id: number,
  brand: Store['brand'],
  city: Store['city'],
  lat: number,
  lng: number,
): Store => ({
  id,
  brand,
  name: `${brand} ${id}`,
  address: `Street ${id}`,
  city,
  country: city === 'riyadh' || city === 'jeddah' ? 'KSA' : 'UAE',
  lat,
  lng,
  phone: '+971 4 200 1000',
  openingHours: 'Daily 10:00 – 02:00',
  services: ['takeaway'],
  distanceKm: null,
});

const DUBAI_MALL = { lat: 25.1972, lng: 55.2796 };
const stores = [
  store(1, 'KFC', 'abu-dhabi', 24.4886, 54.6085),
  store(2, 'PHD', 'dubai', 25.1181, 55.2006),
  store(3, 'KFC', 'dubai', 25.1972, 55.2796),
  store(4, 'KFC', 'sharjah', 25.2975, 55.3733),
  store(5, 'HRD', 'dubai', 25.2522, 55.3326),
];

describe('haversine distance', () => {
  it('matches known distances', () => {
    // London to Paris is 343.5 km on the great circle; Riyadh to Jeddah about 850 km.
    expect(haversineKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 })).toBeCloseTo(
      343.5,
      0,
    );
    expect(
      haversineKm({ lat: 24.7136, lng: 46.6753 }, { lat: 21.5433, lng: 39.1728 }),
    ).toBeGreaterThan(840);
    expect(haversineKm(DUBAI_MALL, DUBAI_MALL)).toBe(0);
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6371 + 1e-6);
        expect(Math.abs(d - haversineKm(b, a))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('filtering by brand and city', () => {
  it('keeps stores of the brand, the city, or both', () => {
    expect(filterStores(stores, { brand: 'KFC' }).map((s) => s.id)).toEqual([1, 3, 4]);
    expect(filterStores(stores, { city: 'dubai' }).map((s) => s.id)).toEqual([2, 3, 5]);
    expect(filterStores(stores, { brand: 'KFC', city: 'dubai' }).map((s) => s.id)).toEqual([3]);
    expect(filterStores(stores, { brand: 'TGIF' })).toEqual([]);
  });

  it('keeps everything with no filter', () => {
    expect(filterStores(stores, {})).toHaveLength(stores.length);
    expect(filterStores(stores, { brand: null, city: '' })).toHaveLength(stores.length);
  });

  it('lists the cities that have stores, once each', () => {
    expect(citiesOf(stores)).toEqual(['abu-dhabi', 'dubai', 'sharjah']);
  });
});

describe('ordering by distance', () => {
  it('puts the nearest first when the position is known', () => {
    const ordered = orderStores(stores, DUBAI_MALL);
    expect(ordered.map((s) => s.id)).toEqual([3, 5, 2, 4, 1]);
    expect(ordered[0]!.distanceKm).toBe(0);
  });

  it('keeps the service order and no distance without a position', () => {
    const ordered = orderStores(stores, null);
    expect(ordered.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(ordered.every((s) => s.distanceKm === null)).toBe(true);
  });

  it('always yields a non-decreasing distance order of the same stores', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 27, noNaN: true }),
        fc.double({ min: 38, max: 57, noNaN: true }),
        (lat, lng) => {
          const ordered = orderStores(stores, { lat, lng });
          expect(ordered.map((s) => s.id).sort()).toEqual([1, 2, 3, 4, 5]);
          for (let i = 1; i < ordered.length; i++)
            expect(ordered[i]!.distanceKm!).toBeGreaterThanOrEqual(ordered[i - 1]!.distanceKm!);
        },
      ),
    );
  });
});

describe('store links and distances', () => {
  it('dials the number without its spaces', () => {
    expect(telLink('+971 4 200 1000')).toBe('tel:+97142001000');
    expect(telLink('800-652-27')).toBe('tel:80065227');
  });

  it('routes to the store in the platform’s own maps app, then in Waze', () => {
    const store = { lat: 25.1972, lng: 55.2796 };
    const [google, waze] = directionsLinks(store, 'other');
    expect(google.app).toBe('googleMaps');
    const googleUrl = new URL(google.href);
    expect(googleUrl.host).toBe('www.google.com');
    expect(googleUrl.searchParams.get('destination')).toBe('25.1972,55.2796');
    expect(waze.app).toBe('waze');
    const wazeUrl = new URL(waze.href);
    expect(wazeUrl.searchParams.get('ll')).toBe('25.1972,55.2796');
    expect(wazeUrl.searchParams.get('navigate')).toBe('yes');

    const [apple, alsoWaze] = directionsLinks(store, 'apple');
    expect(apple.app).toBe('appleMaps');
    expect(new URL(apple.href).searchParams.get('daddr')).toBe('25.1972,55.2796');
    expect(alsoWaze).toEqual(waze);
  });

  it('offers Apple Maps on Apple devices only', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    expect(platformOf(iphone)).toBe('apple');
    expect(platformOf(pixel)).toBe('other');
  });

  it('shows one decimal below 10 km and whole kilometres above, in Western digits in both languages', () => {
    expect(formatDistance(2.345, 'en')).toBe('2.3');
    expect(formatDistance(103.9, 'en')).toBe('104');
    expect(formatDistance(2.345, 'ar')).toBe('2.3');
  });
});
